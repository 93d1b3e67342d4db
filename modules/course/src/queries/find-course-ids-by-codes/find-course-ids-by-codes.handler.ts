import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindCourseIdsByCodesQuery } from '../../contract/course.queries';
import { findLiveCoursesByCodes } from '../../infrastructure/course.read-model';

@QueryHandler(FindCourseIdsByCodesQuery)
export class FindCourseIdsByCodesHandler implements IQueryHandler<FindCourseIdsByCodesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, codes }: FindCourseIdsByCodesQuery): Promise<Record<string, number>> {
    const courses = await findLiveCoursesByCodes(this.em.fork(), tenantId, codes);
    return Object.fromEntries(courses.map((c) => [c.code, c.id]));
  }
}
