import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CronRefused, nextRunTimes } from '../../domain/job/quartz-cron';
import { InfraErrors } from '../../infra.errors';
import { JobScheduler } from '../../infrastructure/jobs/job-scheduler';
import { getJob } from '../../infrastructure/jobs/job.repository';
import { GetJobNextTimesQuery } from './get-job-next-times.query';

/** The same parser and time zone BullMQ schedules with, so the page shows when it will really run. */
@QueryHandler(GetJobNextTimesQuery)
export class GetJobNextTimesHandler implements IQueryHandler<GetJobNextTimesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: JobScheduler,
  ) {}

  async execute({ id, count, cronExpression }: GetJobNextTimesQuery): Promise<number[]> {
    const cron = cronExpression ?? (await getJob(this.em.fork(), id!)).cronExpression;
    try {
      return nextRunTimes(cron, count, this.scheduler.timeZone);
    } catch (err) {
      if (err instanceof CronRefused) throw BizError.of(InfraErrors.JOB_CRON_EXPRESSION_VALID, `CRON 表达式不正确：${err.message}`);
      throw err;
    }
  }
}
