import type { JobLogVO } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { JobLog } from '../../domain/job/job.entity';
import { InfraErrors } from '../../infra.errors';
import { toJobLogVO } from '../../infrastructure/jobs/job-log.repository';
import { GetJobLogQuery } from './get-job-log.query';

@QueryHandler(GetJobLogQuery)
export class GetJobLogHandler implements IQueryHandler<GetJobLogQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetJobLogQuery): Promise<JobLogVO> {
    const row = await this.em.fork().findOne(JobLog, { id: String(id) });
    if (!row) throw BizError.of(InfraErrors.JOB_LOG_NOT_EXISTS);
    return toJobLogVO(row);
  }
}
