import type { JobHandlerVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Job } from '../../domain/job/job.entity';
import { JobRegistry } from '../../infrastructure/jobs/job-registry';
import { ListJobHandlersQuery } from './list-job-handlers.query';

@QueryHandler(ListJobHandlersQuery)
export class ListJobHandlersHandler implements IQueryHandler<ListJobHandlersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
  ) {}

  async execute(): Promise<JobHandlerVO[]> {
    const used = new Set((await this.em.fork().find(Job, {}, { fields: ['handlerName'] })).map((j) => j.handlerName));
    return this.registry
      .all()
      .map(({ options }) => ({ handlerName: options.handlerName, name: options.name, used: used.has(options.handlerName) }));
  }
}
