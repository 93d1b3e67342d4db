import { Permissions, type CourseCodeNextResp, type CourseCodeSeriesVO, type PageResult } from '@dha/contracts';
import { CurrentUser, IdQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateCodeSeriesCommand } from '../commands/create-code-series/create-code-series.command';
import { DeleteCodeSeriesCommand } from '../commands/delete-code-series/delete-code-series.command';
import { ReserveNextCodeCommand } from '../commands/reserve-next-code/reserve-next-code.command';
import { NextCodeQueryDto } from '../commands/reserve-next-code/reserve-next-code.dto';
import { UpdateCodeSeriesCommand } from '../commands/update-code-series/update-code-series.command';
import { GetCodeSeriesQuery } from '../queries/get-code-series/get-code-series.query';
import { CodeSeriesPageDto } from '../queries/page-code-series/page-code-series.dto';
import { PageCodeSeriesQuery } from '../queries/page-code-series/page-code-series.query';
import { CodeSeriesCreateDto, CodeSeriesUpdateDto } from './code-series.dto';

/** Course code series: `/course/code/*`. */
@Controller('course/code')
export class CodeSeriesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(Permissions.courseCode.create)
  create(@CurrentUser() user: LoginUser, @Body() body: CodeSeriesCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateCodeSeriesCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(Permissions.courseCode.update)
  update(@CurrentUser() user: LoginUser, @Body() body: CodeSeriesUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateCodeSeriesCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(Permissions.courseCode.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteCodeSeriesCommand(user, id));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.courseCode.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<CourseCodeSeriesVO> {
    return this.queryBus.execute(new GetCodeSeriesQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.courseCode.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: CodeSeriesPageDto): Promise<PageResult<CourseCodeSeriesVO>> {
    return this.queryBus.execute(new PageCodeSeriesQuery(user.tenantId, filter));
  }

  /** Reserves the next code of a type's series (course editors call it when creating a course). */
  @Post('next')
  @RequireAnyPermission(Permissions.courseCode.create, Permissions.course.create)
  next(@CurrentUser() user: LoginUser, @Query() { typeId }: NextCodeQueryDto): Promise<CourseCodeNextResp> {
    return this.commandBus.execute(new ReserveNextCodeCommand(user, typeId));
  }
}
