import { Permissions, type ClientCourseVO, type CourseVO, type PageResult } from '@dha/contracts';
import { CurrentUser, Public, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { IdQueryDto } from '../shared/id.dto';
import { HeaderTenantId } from '../shared/tenant';
import { ChangeCourseStatusCommand, CreateCourseCommand, DeleteCourseCommand, UpdateCourseCommand } from './course.commands';
import { ClientCoursePageDto, CourseCreateDto, CoursePageDto, CourseUpdateDto, CourseUpdateStatusDto } from './course.dto';
import { GetClientCourseQuery, GetCourseQuery, PageClientCoursesQuery, PageCoursesQuery } from './course.queries';

/** Course manager: `/course/course/*`. Publish/unpublish through `published` in update; pause/resume through update-status. */
@Controller('course/course')
export class CourseController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(Permissions.course.create)
  create(@CurrentUser() user: LoginUser, @Body() body: CourseCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateCourseCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(Permissions.course.update)
  update(@CurrentUser() user: LoginUser, @Body() body: CourseUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateCourseCommand(user, body));
  }

  @Put('update-status')
  @RequireAnyPermission(Permissions.course.update)
  updateStatus(@CurrentUser() user: LoginUser, @Body() body: CourseUpdateStatusDto): Promise<true> {
    return this.commandBus.execute(new ChangeCourseStatusCommand(user, user.tenantId, body.id, body.status));
  }

  @Delete('delete')
  @RequireAnyPermission(Permissions.course.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteCourseCommand(user, id));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.course.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<CourseVO> {
    return this.queryBus.execute(new GetCourseQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.course.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: CoursePageDto): Promise<PageResult<CourseVO>> {
    return this.queryBus.execute(new PageCoursesQuery(user.tenantId, filter));
  }
}

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
