import { Permissions, type CourseVO, type PageResult } from '@dha/contracts';
import { CurrentUser, IdQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ChangeCourseStatusCommand } from '../commands/change-course-status/change-course-status.command';
import { CourseUpdateStatusDto } from '../commands/change-course-status/change-course-status.dto';
import { CreateCourseCommand } from '../commands/create-course/create-course.command';
import { DeleteCourseCommand } from '../commands/delete-course/delete-course.command';
import { UpdateCourseCommand } from '../commands/update-course/update-course.command';
import { GetCourseQuery } from '../queries/get-course/get-course.query';
import { CoursePageDto } from '../queries/page-courses/page-courses.dto';
import { PageCoursesQuery } from '../queries/page-courses/page-courses.query';
import { CourseCreateDto, CourseUpdateDto } from './course.dto';

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
    return this.queryBus.execute(new GetCourseQuery(user.tenantId, id, user));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.course.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: CoursePageDto): Promise<PageResult<CourseVO>> {
    return this.queryBus.execute(new PageCoursesQuery(user.tenantId, filter, user));
  }
}
