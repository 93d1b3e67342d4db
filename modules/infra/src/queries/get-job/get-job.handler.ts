import type { JobVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toJobVO } from '../../infrastructure/jobs/job-log.repository';
import { getJob } from '../../infrastructure/jobs/job.repository';
import { GetJobQuery } from './get-job.query';

@QueryHandler(GetJobQuery)
export class GetJobHandler implements IQueryHandler<GetJobQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetJobQuery): Promise<JobVO> {
    return toJobVO(await getJob(this.em.fork(), id));
  }
}
