import { JobStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InfraErrors } from '../../infra.errors';
import { JobScheduler } from '../../infrastructure/jobs/job-scheduler';
import { lockJob } from '../../infrastructure/jobs/job.repository';
import { UpdateJobStatusCommand } from './update-job-status.command';

@CommandHandler(UpdateJobStatusCommand)
export class UpdateJobStatusHandler implements ICommandHandler<UpdateJobStatusCommand, true> {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: JobScheduler,
  ) {}

  async execute({ id, status }: UpdateJobStatusCommand): Promise<true> {
    if (status !== JobStatus.NORMAL && status !== JobStatus.STOP) throw BizError.of(InfraErrors.JOB_CHANGE_STATUS_INVALID);
    return this.em.fork().transactional(async (em) => {
      const job = await lockJob(em, id);
      if (job.status === status) throw BizError.of(InfraErrors.JOB_CHANGE_STATUS_EQUALS);
      job.status = status;
      await em.flush();
      await this.scheduler.apply(job);
      return true as const;
    });
  }
}
