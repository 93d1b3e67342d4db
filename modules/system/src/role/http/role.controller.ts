import { Permissions, type PageResult, type RoleSimpleVO, type RoleVO } from '@dha/contracts';
import { CurrentUser, IdQueryDto, IdsQueryDto, type LoginUser, RequireAnyPermission, xlsxFile } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateRoleCommand } from '../commands/create-role/create-role.command';
import { DeleteRolesCommand } from '../commands/delete-roles/delete-roles.command';
import { UpdateRoleCommand } from '../commands/update-role/update-role.command';
import { ExportRolesQuery } from '../queries/export-roles/export-roles.query';
import { GetRoleQuery } from '../queries/get-role/get-role.query';
import { ListEnabledRolesQuery } from '../queries/list-enabled-roles/list-enabled-roles.query';
import { RolePageDto } from '../queries/page-roles/page-roles.dto';
import { PageRolesQuery } from '../queries/page-roles/page-roles.query';
import { RoleCreateDto, RoleSimpleListDto, RoleUpdateDto } from './role.dto';

const P = Permissions.role;

/** Roles: `/system/role/*` (the upstream paths and permission codes). */
@Controller('system/role')
export class RoleController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: RoleCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateRoleCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: RoleUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateRoleCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteRolesCommand(user, [id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(P.delete)
  deleteList(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteRolesCommand(user, ids));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<RoleVO> {
    return this.queryBus.execute(new GetRoleQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: RolePageDto): Promise<PageResult<RoleVO>> {
    return this.queryBus.execute(new PageRolesQuery(user.tenantId, filter));
  }

  /**
   * The enabled roles for pickers (login only, as the upstream); super_admin only for a super admin, who
   * alone may grant it. `grantable=true` (our addition): only the roles the caller may grant.
   */
  @Get(['simple-list', 'list-all-simple'])
  simpleList(@CurrentUser() user: LoginUser, @Query() { grantable }: RoleSimpleListDto): Promise<RoleSimpleVO[]> {
    return this.queryBus.execute(new ListEnabledRolesQuery(user, grantable === true));
  }

  @Get('export-excel')
  @RequireAnyPermission(P.export)
  async exportExcel(@CurrentUser() user: LoginUser, @Query() filter: RolePageDto): Promise<StreamableFile> {
    const { name, code, status } = filter;
    const buffer: Buffer = await this.queryBus.execute(
      new ExportRolesQuery(user.tenantId, { name, code, status, createTime: filter.createTimeCondition() }),
    );
    return xlsxFile(buffer, 'roles', '角色数据');
  }
}
