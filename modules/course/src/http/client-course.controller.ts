import type { ClientCourseVO, PageResult } from '@dha/contracts';
import { IdQueryDto, Public } from '@dha/server-core';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetClientCourseQuery } from '../queries/get-client-course/get-client-course.query';
import { ClientCoursePageDto } from '../queries/page-client-courses/page-client-courses.dto';
import { PageClientCoursesQuery } from '../queries/page-client-courses/page-client-courses.query';
import { HeaderTenantId } from './tenant-header';

/**
 * Public course list for visitors: `/client/course/page`, `/client/course/get`. Seats left are served
 * by the signup module (it owns the counts), not here.
 */
@Controller('client/course')
export class ClientCourseController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('page')
  @Public()
  page(@HeaderTenantId() tenantId: number, @Query() filter: ClientCoursePageDto): Promise<PageResult<ClientCourseVO>> {
    return this.queryBus.execute(new PageClientCoursesQuery(tenantId, filter));
  }

  @Get('get')
  @Public()
  get(@HeaderTenantId() tenantId: number, @Query() { id }: IdQueryDto): Promise<ClientCourseVO> {
    return this.queryBus.execute(new GetClientCourseQuery(tenantId, id));
  }
}
