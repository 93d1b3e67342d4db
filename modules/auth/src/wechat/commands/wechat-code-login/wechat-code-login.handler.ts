import type { AuthLoginResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { WechatMpApi } from '../../infrastructure/wechat-mp/wechat-mp.api';
import { WechatTickets } from '../../infrastructure/wechat-mp/wechat-tickets.store';
import { WechatSignIn } from '../wechat-qr-login/wechat-sign-in';
import { WechatCodeLoginCommand } from './wechat-code-login.command';

/**
 * The state must be one getAuthUrl issued to this tenant and not yet used: it is spent before the
 * code is exchanged (a replayed or forged callback signs nobody in); the code, exchanged with WeChat
 * for the openid, is single use on WeChat's side.
 */
@CommandHandler(WechatCodeLoginCommand)
export class WechatCodeLoginHandler implements ICommandHandler<WechatCodeLoginCommand, AuthLoginResp> {
  constructor(
    private readonly api: WechatMpApi,
    private readonly tickets: WechatTickets,
    private readonly signIn: WechatSignIn,
  ) {}

  async execute({ tenantId, code, state, ip, userAgent }: WechatCodeLoginCommand): Promise<AuthLoginResp> {
    const ticket = await this.tickets.find(state);
    if (
      !ticket ||
      ticket.kind !== 'web-auth' ||
      ticket.tenantId !== tenantId ||
      !(await this.tickets.transition(state, 'waiting', 'scanned'))
    )
      throw BizError.of(AuthErrors.WECHAT_MP_CODE_INVALID);
    const user = await this.api.exchangeCode(code);
    if (!user) throw BizError.of(AuthErrors.WECHAT_MP_CODE_INVALID);
    // remembered on the ticket, so an unbound account can be bound after a password sign-in
    await this.tickets.transition(state, 'scanned', 'scanned', user.openid);
    return this.signIn.complete(ticket, user.openid, ip, userAgent);
  }
}
