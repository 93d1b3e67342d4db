import type { ClientCourseVO, CourseVO, PageResult } from '@dha/contracts';
import { BizError, pageOf } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../course.errors';
import { escapeLike } from '../course-type/course-type.queries';
import { Course, CourseTeacher } from '../domain';
import { CourseViews } from './course-views';
import type { ClientCoursePageDto, CoursePageDto } from './course.dto';

export class GetCourseQuery extends Query<CourseVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}

export class PageCoursesQuery extends Query<PageResult<CourseVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: CoursePageDto,
  ) {
    super();
  }
}

/** A published course for visitors (404-like business error when unpublished or deleted). */
export class GetClientCourseQuery extends Query<ClientCourseVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}

export class PageClientCoursesQuery extends Query<PageResult<ClientCourseVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: ClientCoursePageDto,
  ) {
    super();
  }
}

const LOAD = { populate: ['sessions', 'teachers'] as const, strategy: 'select-in' as const };

@QueryHandler(GetCourseQuery)
export class GetCourseHandler implements IQueryHandler<GetCourseQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CourseViews,
  ) {}

  async execute({ tenantId, id }: GetCourseQuery): Promise<CourseVO> {
    const em = this.em.fork();
    const course = await em.findOne(Course, { id, tenantId, deleted: false }, LOAD);
    if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
    return (await this.views.toCourseVOs(em, [course]))[0]!;
  }
}

@QueryHandler(PageCoursesQuery)
export class PageCoursesHandler implements IQueryHandler<PageCoursesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CourseViews,
  ) {}

  async execute({ tenantId, filter }: PageCoursesQuery): Promise<PageResult<CourseVO>> {
    const em = this.em.fork();
    const where: FilterQuery<Course> = { tenantId, deleted: false };
    if (filter.name) where.name = { $ilike: `%${escapeLike(filter.name)}%` };
    if (filter.code) where.code = { $ilike: `%${escapeLike(filter.code)}%` };
    if (filter.type) where.type = filter.type;
    if (filter.status !== undefined) where.status = filter.status;
    if (filter.published !== undefined) where.published = filter.published;
    if (filter.teacherId !== undefined) {
      const links = await em.find(CourseTeacher, { teacherUserId: filter.teacherId, tenantId });
      where.id = { $in: links.map((l) => l.course.id) };
    }
    const [from, to] = filter.startTime ?? [];
    if (from !== undefined || to !== undefined) {
      where.startTime = {
        ...(from !== undefined ? { $gte: new Date(from) } : {}),
        ...(to !== undefined ? { $lte: new Date(to) } : {}),
      };
    }
    const [rows, total] = await em.findAndCount(Course, where, {
      ...LOAD,
      orderBy: { startTime: 'desc', id: 'desc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    return pageOf(await this.views.toCourseVOs(em, rows), total);
  }
}

@QueryHandler(GetClientCourseQuery)
export class GetClientCourseHandler implements IQueryHandler<GetClientCourseQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CourseViews,
  ) {}

  async execute({ tenantId, id }: GetClientCourseQuery): Promise<ClientCourseVO> {
    const em = this.em.fork();
    const course = await em.findOne(Course, { id, tenantId, deleted: false, published: true }, LOAD);
    if (!course) throw BizError.of(CourseErrors.COURSE_NOT_EXISTS);
    return (await this.views.toClientVOs(em, [course], true))[0]!;
  }
}

@QueryHandler(PageClientCoursesQuery)
export class PageClientCoursesHandler implements IQueryHandler<PageClientCoursesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: CourseViews,
  ) {}

  async execute({ tenantId, filter }: PageClientCoursesQuery): Promise<PageResult<ClientCourseVO>> {
    const em = this.em.fork();
    const where: FilterQuery<Course> = { tenantId, deleted: false, published: true };
    if (filter.type) where.type = filter.type;
    if (filter.status !== undefined) where.status = filter.status;
    if (filter.keyword) {
      const like = `%${escapeLike(filter.keyword)}%`;
      where.$or = [{ name: { $ilike: like } }, { code: { $ilike: like } }];
    }
    const [rows, total] = await em.findAndCount(Course, where, {
      ...LOAD,
      // open courses first (before class), then by start time
      orderBy: { status: 'asc', startTime: 'asc', id: 'asc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    return pageOf(await this.views.toClientVOs(em, rows, false), total);
  }
}

export const courseQueryHandlers = [GetCourseHandler, PageCoursesHandler, GetClientCourseHandler, PageClientCoursesHandler];
