import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isOwnConsoleUrl } from '../../domain/wechat-mp';
import { WechatMpApi } from '../../infrastructure/wechat-mp/wechat-mp.api';
import { WechatTickets } from '../../infrastructure/wechat-mp/wechat-tickets.store';
import { CreateWechatAuthUrlCommand } from './wechat-auth-url.command';

/** A web authorisation's state lives ten minutes (WeChat's code itself lives five). */
const STATE_SECONDS = 600;

/**
 * Only a page of our own console may receive the code (no open redirect); the state is a fresh
 * one-time ticket that loginByWxCode spends.
 */
@CommandHandler(CreateWechatAuthUrlCommand)
export class CreateWechatAuthUrlHandler implements ICommandHandler<CreateWechatAuthUrlCommand, string> {
  constructor(
    private readonly api: WechatMpApi,
    private readonly tickets: WechatTickets,
  ) {}

  async execute({ tenantId, redirect, consoleOrigins }: CreateWechatAuthUrlCommand): Promise<string> {
    if (!isOwnConsoleUrl(redirect, consoleOrigins)) throw BizError.badRequest('redirect 必须是本站控制台的页面地址');
    const state = await this.tickets.create('web-auth', tenantId, STATE_SECONDS);
    return this.api.oauthUrl(redirect, state.ticket);
  }
}
