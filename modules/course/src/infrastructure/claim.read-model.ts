import { hasAnyRole, type CourseClaimVO, type PageResult } from '@dha/contracts';
import { GetUsersQuery } from '@dha/system';
import { pageOf, type LoginUser, pageWindow } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CLAIM_DECIDER_ROLES, Course, CourseClaim } from '../domain';
import type { ClaimPageDto } from '../queries/page-claims/page-claims.dto';

/** A page of claims, newest first; `teacherUserId` narrows to one teacher's (a teacher sees only their own). */
function pageClaims(
  em: EntityManager,
  tenantId: number,
  filter: ClaimPageDto,
  onlyTeacherUserId?: number,
): Promise<[CourseClaim[], number]> {
  const where: FilterQuery<CourseClaim> = { tenantId };
  if (filter.courseId !== undefined) where.courseId = filter.courseId;
  if (filter.status !== undefined) where.status = filter.status;
  if (filter.teacherUserId !== undefined) where.teacherUserId = filter.teacherUserId;
  if (onlyTeacherUserId !== undefined) where.teacherUserId = onlyTeacherUserId;
  return em.findAndCount(CourseClaim, where, { orderBy: { id: 'desc' }, ...pageWindow(filter) });
}

/** Claims with their course's name and code and the teacher's nickname. */
async function toClaimVOs(em: EntityManager, rows: CourseClaim[], nicknames: Map<number, string>): Promise<CourseClaimVO[]> {
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  const courses = courseIds.length ? await em.find(Course, { id: { $in: courseIds } }) : [];
  const courseById = new Map(courses.map((c) => [c.id, c]));
  return rows.map((r) => ({
    id: r.id,
    courseId: r.courseId,
    courseName: courseById.get(r.courseId)?.name ?? '',
    courseCode: courseById.get(r.courseId)?.code ?? '',
    teacherUserId: r.teacherUserId,
    teacherNickname: nicknames.get(r.teacherUserId) ?? '',
    status: r.status,
    createTime: r.createTime.getTime(),
    updateTime: r.updateTime.getTime(),
  }));
}

/** Claims in their wire shape, with the teachers' nicknames (auth). */
@Injectable()
export class ClaimViews {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  /** Deciders see every claim of the tenant; a teacher only their own. */
  async page(user: LoginUser, filter: ClaimPageDto): Promise<PageResult<CourseClaimVO>> {
    const em = this.em.fork();
    const onlyOwn = hasAnyRole(user.roles, CLAIM_DECIDER_ROLES) ? undefined : user.id;
    const [rows, total] = await pageClaims(em, user.tenantId, filter, onlyOwn);
    const userIds = [...new Set(rows.map((r) => r.teacherUserId))];
    const users = userIds.length ? await this.queryBus.execute(new GetUsersQuery(userIds)) : [];
    const nicknames = new Map(users.map((u) => [u.id, u.nickname || u.username]));
    return pageOf(await toClaimVOs(em, rows, nicknames), total);
  }
}
