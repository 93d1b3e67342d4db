import { Permissions, type CourseTypeVO, type PageResult } from '@dha/contracts';
import { CurrentUser, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { IdQueryDto } from '../shared/id.dto';
import { CreateCourseTypeCommand, DeleteCourseTypeCommand, UpdateCourseTypeCommand } from './course-type.commands';
import { CourseTypeCreateDto, CourseTypePageDto, CourseTypeUpdateDto } from './course-type.dto';
import { GetCourseTypeQuery, ListCourseTypesQuery, PageCourseTypesQuery } from './course-type.queries';

/** Course types: `/course/type/*`. */
@Controller('course/type')
export class CourseTypeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(Permissions.courseType.create)
  create(@CurrentUser() user: LoginUser, @Body() body: CourseTypeCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateCourseTypeCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(Permissions.courseType.update)
  update(@CurrentUser() user: LoginUser, @Body() body: CourseTypeUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateCourseTypeCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(Permissions.courseType.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteCourseTypeCommand(user, id));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.courseType.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<CourseTypeVO> {
    return this.queryBus.execute(new GetCourseTypeQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.courseType.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: CourseTypePageDto): Promise<PageResult<CourseTypeVO>> {
    return this.queryBus.execute(new PageCourseTypesQuery(user.tenantId, filter));
  }

  /** Enabled types for selects (course editors and code-series editors need it too). */
  @Get('list-all-simple')
  @RequireAnyPermission(
    Permissions.courseType.query,
    Permissions.course.query,
    Permissions.course.create,
    Permissions.course.update,
    Permissions.courseCode.query,
  )
  listAllSimple(@CurrentUser() user: LoginUser): Promise<CourseTypeVO[]> {
    return this.queryBus.execute(new ListCourseTypesQuery(user.tenantId));
  }
}
