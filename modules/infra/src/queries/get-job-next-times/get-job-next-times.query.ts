import { Query } from '@nestjs/cqrs';

/** The next run times (epoch ms) of a job's cron, or of a cron being typed (cronExpression). */
export class GetJobNextTimesQuery extends Query<number[]> {
  constructor(
    readonly id: number | null,
    readonly count: number,
    readonly cronExpression?: string,
  ) {
    super();
  }
}
