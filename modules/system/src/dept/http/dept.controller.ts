import { Permissions, type DeptSimpleVO, type DeptVO } from '@dha/contracts';
import { CurrentUser, IdQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateDeptCommand } from '../commands/create-dept/create-dept.command';
import { DeleteDeptCommand } from '../commands/delete-dept/delete-dept.command';
import { UpdateDeptCommand } from '../commands/update-dept/update-dept.command';
import { GetDeptQuery } from '../queries/get-dept/get-dept.query';
import { DeptListDto } from '../queries/list-depts/list-depts.dto';
import { ListDeptsQuery } from '../queries/list-depts/list-depts.query';
import { ListEnabledDeptsQuery } from '../../contract/dept.queries';
import { DeptCreateDto, DeptUpdateDto } from './dept.dto';

const P = Permissions.dept;

/** Departments: `/system/dept/*` (the upstream paths and permission codes). */
@Controller('system/dept')
export class DeptController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: DeptCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateDeptCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: DeptUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateDeptCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteDeptCommand(user, id));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<DeptVO> {
    return this.queryBus.execute(new GetDeptQuery(user.tenantId, id));
  }

  @Get('list')
  @RequireAnyPermission(P.query)
  list(@CurrentUser() user: LoginUser, @Query() filter: DeptListDto): Promise<DeptVO[]> {
    return this.queryBus.execute(new ListDeptsQuery(user.tenantId, filter));
  }

  /** The enabled departments for pickers (the upstream serves both paths; login only, like it). */
  @Get(['simple-list', 'list-all-simple'])
  simpleList(@CurrentUser() user: LoginUser): Promise<DeptSimpleVO[]> {
    return this.queryBus.execute(new ListEnabledDeptsQuery(user.tenantId));
  }
}
