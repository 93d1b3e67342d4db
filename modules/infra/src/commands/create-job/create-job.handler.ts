import { JobStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Job } from '../../domain/job/job.entity';
import { InfraErrors } from '../../infra.errors';
import { JobRegistry } from '../../infrastructure/jobs/job-registry';
import { JobScheduler } from '../../infrastructure/jobs/job-scheduler';
import { assertSchedulable, jobFields } from '../../infrastructure/jobs/job.repository';
import { CreateJobCommand } from './create-job.command';

@CommandHandler(CreateJobCommand)
export class CreateJobHandler implements ICommandHandler<CreateJobCommand, number> {
  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
    private readonly scheduler: JobScheduler,
  ) {}

  async execute({ input }: CreateJobCommand): Promise<number> {
    assertSchedulable(input.cronExpression, this.scheduler.timeZone);
    if (!this.registry.get(input.handlerName)) throw BizError.of(InfraErrors.JOB_HANDLER_BEAN_NOT_EXISTS);
    // the scheduler is written inside the transaction: a Redis that refuses it leaves no row behind
    return this.em.fork().transactional(async (em) => {
      if (await em.count(Job, { handlerName: input.handlerName })) throw BizError.of(InfraErrors.JOB_HANDLER_EXISTS);
      const job = em.create(Job, { ...jobFields(input), handlerName: input.handlerName, status: JobStatus.NORMAL });
      await em.flush();
      await this.scheduler.apply(job);
      return job.id;
    });
  }
}
