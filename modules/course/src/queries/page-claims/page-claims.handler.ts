import type { CourseClaimVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ClaimViews } from '../../infrastructure/claim.read-model';
import { PageClaimsQuery } from './page-claims.query';

@QueryHandler(PageClaimsQuery)
export class PageClaimsHandler implements IQueryHandler<PageClaimsQuery> {
  constructor(private readonly claims: ClaimViews) {}

  execute({ user, filter }: PageClaimsQuery): Promise<PageResult<CourseClaimVO>> {
    return this.claims.page(user, filter);
  }
}
