import { BizError, CurrentUser, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SocialUnbindCommand } from '../commands/social-unbind/social-unbind.command';
import type { SocialBinding } from '../infrastructure/social-binding.repository';
import { SocialBindListQuery } from '../queries/social-bind-list/social-bind-list.query';
import { SocialUnbindDto } from './social.dto';

/** `/system/social-user/*`: the signed-in user's own social (third-party) sign-in bindings, listed and removed on the profile page. */
@Controller('system/social-user')
export class SocialUserController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** Login only: `[{type, openid, nickname, avatar, createTime}]`. */
  @Get('get-bind-list')
  getBindList(@CurrentUser() user: LoginUser): Promise<SocialBinding[]> {
    return this.queryBus.execute(new SocialBindListQuery(user.tenantId, user.id));
  }

  @Delete('unbind')
  unbind(@CurrentUser() user: LoginUser, @Body() body: SocialUnbindDto, @Query() query: SocialUnbindDto): Promise<true> {
    const type = body.type ?? query.type;
    const openid = body.openid ?? query.openid;
    if (type === undefined) throw BizError.badRequest('type 不能为空');
    if (!openid) throw BizError.badRequest('openid 不能为空');
    return this.commandBus.execute(new SocialUnbindCommand(user.tenantId, user.id, type, openid));
  }
}
