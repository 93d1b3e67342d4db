import { GetDataScopeQuery } from '@dha/system';
import { hasAnyRole } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { COURSE_ADMIN_ROLES, TEACHER_ROLES, type CourseScope } from '../domain';
import { teacherCourseIds } from './course.read-model';

/** Resolves a staff member's CourseScope: their data scope (auth answers it), what they teach, and whether they administer courses. */
@Injectable()
export class CourseScopes {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async of(user: Pick<LoginUser, 'id' | 'roles'>): Promise<CourseScope> {
    const grant = await this.queryBus.execute(new GetDataScopeQuery(user.id));
    const publishedOnly = !hasAnyRole(user.roles, COURSE_ADMIN_ROLES);
    // an admin whose scope holds everything needs no list of what they teach
    const teacher = user.roles.some((r) => TEACHER_ROLES.includes(r)) && (publishedOnly || !grant.all);
    return { grant, taughtCourseIds: teacher ? await teacherCourseIds(this.em.fork(), user.id) : [], publishedOnly };
  }
}
