import type { CourseTypeVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toCourseTypeVO } from '../../infrastructure/course-type.read-model';
import { getCourseType } from '../../infrastructure/course-type.repository';
import { GetCourseTypeQuery } from './get-course-type.query';

@QueryHandler(GetCourseTypeQuery)
export class GetCourseTypeHandler implements IQueryHandler<GetCourseTypeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetCourseTypeQuery): Promise<CourseTypeVO> {
    return toCourseTypeVO(await getCourseType(this.em.fork(), tenantId, id));
  }
}
