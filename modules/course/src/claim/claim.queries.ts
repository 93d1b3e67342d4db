import { ClassStatus, RoleCode, hasAnyRole, type CourseClaimVO, type CourseVO, type PageResult } from '@dha/contracts';
import { GetUsersQuery } from '@dha/auth';
import { pageOf, type LoginUser } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseViews } from '../course/course-views';
import { Course, CourseClaim } from '../domain';
import type { ClaimableCoursePageDto, ClaimPageDto } from './claim.dto';

/** Claims: admins see all of the tenant's; a teacher sees only their own. */
export class PageClaimsQuery extends Query<PageResult<CourseClaimVO>> {
  constructor(
    readonly user: LoginUser,
    readonly filter: ClaimPageDto,
  ) {
    super();
  }
}

/** Courses without a teacher that are not finished, for teachers to claim. */
export class PageClaimableCoursesQuery extends Query<PageResult<CourseVO>> {
  constructor(
    readonly user: LoginUser,
    readonly filter: ClaimableCoursePageDto,
  ) {
    super();
  }
}

export const CLAIM_DECIDER_ROLES: string[] = [
  RoleCode.SUPER_ADMIN,
  RoleCode.DEPT_ADMIN,
  RoleCode.AREA_ADMIN,
  RoleCode.OFFICE_ADMIN,
  RoleCode.SIGNUP_ADMIN,
];

@QueryHandler(PageClaimsQuery)
export class PageClaimsHandler implements IQueryHandler<PageClaimsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ user, filter }: PageClaimsQuery): Promise<PageResult<CourseClaimVO>> {
    const em = this.em.fork();
    const where: FilterQuery<CourseClaim> = { tenantId: user.tenantId };
    if (filter.courseId !== undefined) where.courseId = filter.courseId;
    if (filter.status !== undefined) where.status = filter.status;
    if (filter.teacherUserId !== undefined) where.teacherUserId = filter.teacherUserId;
    if (!hasAnyRole(user.roles, CLAIM_DECIDER_ROLES)) where.teacherUserId = user.id;
    const [rows, total] = await em.findAndCount(CourseClaim, where, {
      orderBy: { id: 'desc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    const courseIds = [...new Set(rows.map((r) => r.courseId))];
    const userIds = [...new Set(rows.map((r) => r.teacherUserId))];
    const courses = courseIds.length ? await em.find(Course, { id: { $in: courseIds } }) : [];
    const users = userIds.length ? await this.queryBus.execute(new GetUsersQuery(userIds)) : [];
    const courseById = new Map(courses.map((c) => [c.id, c]));
    const nickname = new Map(users.map((u) => [u.id, u.nickname || u.username]));
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        courseId: r.courseId,
        courseName: courseById.get(r.courseId)?.name ?? '',
        courseCode: courseById.get(r.courseId)?.code ?? '',
        teacherUserId: r.teacherUserId,
        teacherNickname: nickname.get(r.teacherUserId) ?? '',
        status: r.status,
        createTime: r.createTime.getTime(),
        updateTime: r.updateTime.getTime(),
      })),
      total,
    );
  }
}

@QueryHandler(PageClaimableCoursesQuery)
export class PageClaimableCoursesHandler implements IQueryHandler<PageClaimableCoursesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CourseViews,
  ) {}

  async execute({ user, filter }: PageClaimableCoursesQuery): Promise<PageResult<CourseVO>> {
    const em = this.em.fork();
    const where: FilterQuery<Course> = {
      tenantId: user.tenantId,
      deleted: false,
      status: { $nin: [ClassStatus.COMPLETED] },
      teachers: { $none: {} },
    };
    const [rows, total] = await em.findAndCount(Course, where, {
      populate: ['sessions', 'teachers'],
      strategy: 'select-in',
      orderBy: { startTime: 'asc', id: 'asc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    return pageOf(await this.views.toCourseVOs(em, rows), total);
  }
}

export const claimQueryHandlers = [PageClaimsHandler, PageClaimableCoursesHandler];
