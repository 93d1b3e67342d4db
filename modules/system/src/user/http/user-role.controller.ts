import { Permissions } from '@dha/contracts';
import { CurrentUser, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AssignUserRolesCommand } from '../commands/assign-user-roles/assign-user-roles.command';
import { ListUserRolesQuery } from '../queries/list-user-roles/list-user-roles.query';
import { AssignUserRoleDto, UserIdQueryDto } from './user.dto';

/** A user's roles: `/system/permission/{list-user-roles,assign-user-role}` (the role-menu calls are the role controller's). */
@Controller('system/permission')
export class UserRoleController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('list-user-roles')
  @RequireAnyPermission(Permissions.user.assignRole)
  listUserRoles(@CurrentUser() user: LoginUser, @Query() { userId }: UserIdQueryDto): Promise<number[]> {
    return this.queryBus.execute(new ListUserRolesQuery(user.tenantId, userId));
  }

  @Post('assign-user-role')
  @RequireAnyPermission(Permissions.user.assignRole)
  assignUserRole(@CurrentUser() user: LoginUser, @Body() body: AssignUserRoleDto): Promise<true> {
    return this.commandBus.execute(new AssignUserRolesCommand(user, body.userId, body.roleIds));
  }
}
