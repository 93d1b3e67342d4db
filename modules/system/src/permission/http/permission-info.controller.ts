import type { AuthPermissionInfo } from '@dha/contracts';
import { AllowedWhilePasswordChangeRequired, CurrentUser, type LoginUser, type SerializedEnvelope } from '@dha/server-core';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPermissionInfoQuery } from '../queries/get-permission-info/get-permission-info.query';
import { serializedPermissionInfo } from '../queries/get-permission-info/permission-info.json';

/**
 * What the console loads after login and on every navigation: the caller, their roles, permissions
 * and menu tree (upstream path `/system/auth/get-permission-info`). Usually answered before it gets
 * here, from the access cache (permission-info.fast-path.ts).
 */
@Controller('system/auth')
export class PermissionInfoController {
  constructor(private readonly queryBus: QueryBus) {}

  @AllowedWhilePasswordChangeRequired()
  @Get('get-permission-info')
  async getPermissionInfo(@CurrentUser() user: LoginUser): Promise<SerializedEnvelope | null> {
    const info: AuthPermissionInfo | null = await this.queryBus.execute(new GetPermissionInfoQuery(user));
    return info && serializedPermissionInfo(info);
  }
}
