import { GetDataScopeQuery } from '@dha/system';
import type { LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { TEACHER_ROLES, type CourseScope } from '../domain';
import { teacherCourseIds } from './course.read-model';

/** Resolves a staff member's CourseScope: their data scope (auth answers it) and, for a teacher, the courses they teach. */
@Injectable()
export class CourseScopes {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async of(user: Pick<LoginUser, 'id' | 'roles'>): Promise<CourseScope> {
    const grant = await this.queryBus.execute(new GetDataScopeQuery(user.id));
    const teacher = !grant.all && user.roles.some((r) => TEACHER_ROLES.includes(r));
    return { grant, taughtCourseIds: teacher ? await teacherCourseIds(this.em.fork(), user.id) : [] };
  }
}
