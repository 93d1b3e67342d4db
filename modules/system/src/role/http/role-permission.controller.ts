import { Permissions } from '@dha/contracts';
import { CurrentUser, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AssignRoleDataScopeCommand } from '../commands/assign-role-data-scope/assign-role-data-scope.command';
import { AssignRoleMenuCommand } from '../commands/assign-role-menu/assign-role-menu.command';
import { ListRoleMenusQuery } from '../queries/list-role-menus/list-role-menus.query';
import { AssignRoleDataScopeDto, AssignRoleMenuDto, RoleIdQueryDto } from './role.dto';

const P = Permissions.permission;

/** A role's grants: `/system/permission/*` for roles (the user-role calls live beside the users). */
@Controller('system/permission')
export class RolePermissionController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('list-role-menus')
  @RequireAnyPermission(P.assignRoleMenu)
  listRoleMenus(@CurrentUser() user: LoginUser, @Query() { roleId }: RoleIdQueryDto): Promise<number[]> {
    return this.queryBus.execute(new ListRoleMenusQuery(user.tenantId, roleId));
  }

  @Post('assign-role-menu')
  @RequireAnyPermission(P.assignRoleMenu)
  assignRoleMenu(@CurrentUser() user: LoginUser, @Body() body: AssignRoleMenuDto): Promise<true> {
    return this.commandBus.execute(new AssignRoleMenuCommand(user, body));
  }

  @Post('assign-role-data-scope')
  @RequireAnyPermission(P.assignRoleDataScope)
  assignRoleDataScope(@CurrentUser() user: LoginUser, @Body() body: AssignRoleDataScopeDto): Promise<true> {
    return this.commandBus.execute(new AssignRoleDataScopeCommand(user, body));
  }
}
