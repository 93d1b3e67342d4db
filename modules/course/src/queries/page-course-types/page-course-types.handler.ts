import type { CourseTypeVO, PageResult } from '@dha/contracts';
import { pageOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { pageCourseTypes } from '../../infrastructure/course-type.read-model';
import { PageCourseTypesQuery } from './page-course-types.query';

@QueryHandler(PageCourseTypesQuery)
export class PageCourseTypesHandler implements IQueryHandler<PageCourseTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageCourseTypesQuery): Promise<PageResult<CourseTypeVO>> {
    return pageOf(...(await pageCourseTypes(this.em.fork(), tenantId, filter)));
  }
}
