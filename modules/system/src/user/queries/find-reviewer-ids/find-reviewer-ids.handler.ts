import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindReviewerIdsQuery } from '../../../contract/reviewer.queries';
import { AccessReadModel } from '../../../permission/infrastructure/access.read-model';

@QueryHandler(FindReviewerIdsQuery)
export class FindReviewerIdsHandler implements IQueryHandler<FindReviewerIdsQuery, number[]> {
  constructor(private readonly access: AccessReadModel) {}

  execute({ tenantId }: FindReviewerIdsQuery): Promise<number[]> {
    return this.access.reviewerIds(tenantId);
  }
}
