import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CountCoursesByStatusQuery } from '../../contract/course.queries';
import { countCoursesByStatus } from '../../infrastructure/course.read-model';

@QueryHandler(CountCoursesByStatusQuery)
export class CountCoursesByStatusHandler implements IQueryHandler<CountCoursesByStatusQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId, courseIds }: CountCoursesByStatusQuery): Promise<Record<string, number>> {
    return countCoursesByStatus(this.em.fork(), tenantId, courseIds);
  }
}
