import { Permissions, type CourseTypeVO, type PageResult } from '@dha/contracts';
import { CurrentUser, IdQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateCourseTypeCommand } from '../commands/create-course-type/create-course-type.command';
import { DeleteCourseTypeCommand } from '../commands/delete-course-type/delete-course-type.command';
import { UpdateCourseTypeCommand } from '../commands/update-course-type/update-course-type.command';
import { GetCourseTypeQuery } from '../queries/get-course-type/get-course-type.query';
import { ListCourseTypesQuery } from '../queries/list-course-types/list-course-types.query';
import { CourseTypePageDto } from '../queries/page-course-types/page-course-types.dto';
import { PageCourseTypesQuery } from '../queries/page-course-types/page-course-types.query';
import { CourseTypeCreateDto, CourseTypeUpdateDto } from './course-type.dto';

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
