import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetScopedCourseIdsQuery } from '../../contract/course.queries';
import { scopedCourseIds } from '../../infrastructure/course.read-model';

@QueryHandler(GetScopedCourseIdsQuery)
export class GetScopedCourseIdsHandler implements IQueryHandler<GetScopedCourseIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId, scope }: GetScopedCourseIdsQuery): Promise<number[]> {
    return scopedCourseIds(this.em.fork(), tenantId, scope.deptIds, scope.selfUserId);
  }
}
