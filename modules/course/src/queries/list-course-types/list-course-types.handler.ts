import type { CourseTypeVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { enabledCourseTypes } from '../../infrastructure/course-type.read-model';
import { ListCourseTypesQuery } from './list-course-types.query';

@QueryHandler(ListCourseTypesQuery)
export class ListCourseTypesHandler implements IQueryHandler<ListCourseTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId }: ListCourseTypesQuery): Promise<CourseTypeVO[]> {
    return enabledCourseTypes(this.em.fork(), tenantId);
  }
}
