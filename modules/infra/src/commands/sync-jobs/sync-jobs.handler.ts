import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Job } from '../../domain/job/job.entity';
import { JobScheduler } from '../../infrastructure/jobs/job-scheduler';
import { SyncJobsCommand } from './sync-jobs.command';

@CommandHandler(SyncJobsCommand)
export class SyncJobsHandler implements ICommandHandler<SyncJobsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: JobScheduler,
  ) {}

  async execute(): Promise<{ scheduled: number; removed: number }> {
    return this.scheduler.reconcile(await this.em.fork().find(Job, {}, { orderBy: { id: 'asc' } }));
  }
}
