import { JobStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InfraErrors } from '../../infra.errors';
import { JobScheduler } from '../../infrastructure/jobs/job-scheduler';
import { assertSchedulable, jobFields, lockJob } from '../../infrastructure/jobs/job.repository';
import { UpdateJobCommand } from './update-job.command';

@CommandHandler(UpdateJobCommand)
export class UpdateJobHandler implements ICommandHandler<UpdateJobCommand, true> {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: JobScheduler,
  ) {}

  async execute({ input }: UpdateJobCommand): Promise<true> {
    assertSchedulable(input.cronExpression, this.scheduler.timeZone);
    return this.em.fork().transactional(async (em) => {
      const job = await lockJob(em, input.id);
      if (job.status !== JobStatus.NORMAL) throw BizError.of(InfraErrors.JOB_UPDATE_ONLY_NORMAL_STATUS);
      if (input.handlerName !== job.handlerName) throw BizError.of(InfraErrors.JOB_HANDLER_IMMUTABLE);
      em.assign(job, jobFields(input));
      await em.flush();
      await this.scheduler.apply(job);
      return true as const;
    });
  }
}
