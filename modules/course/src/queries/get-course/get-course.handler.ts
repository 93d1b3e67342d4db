import type { CourseVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseScopes } from '../../infrastructure/course-scope';
import { CourseViews } from '../../infrastructure/course-views.read-model';
import { GetCourseQuery } from './get-course.query';

@QueryHandler(GetCourseQuery)
export class GetCourseHandler implements IQueryHandler<GetCourseQuery> {
  constructor(
    private readonly views: CourseViews,
    private readonly scopes: CourseScopes,
  ) {}

  async execute({ tenantId, id, user }: GetCourseQuery): Promise<CourseVO> {
    return this.views.course(tenantId, id, user && (await this.scopes.of(user)));
  }
}
