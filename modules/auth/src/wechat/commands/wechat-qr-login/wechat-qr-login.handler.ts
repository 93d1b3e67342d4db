import type { AuthLoginResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { WechatTickets } from '../../infrastructure/wechat-mp/wechat-tickets.store';
import { WechatQrLoginCommand } from './wechat-qr-login.command';
import { WechatSignIn } from './wechat-sign-in';

@CommandHandler(WechatQrLoginCommand)
export class WechatQrLoginHandler implements ICommandHandler<WechatQrLoginCommand, AuthLoginResp | null> {
  constructor(
    private readonly tickets: WechatTickets,
    private readonly signIn: WechatSignIn,
  ) {}

  async execute({ tenantId, ticket: id, mode, ip, userAgent }: WechatQrLoginCommand): Promise<AuthLoginResp | null> {
    const ticket = await this.tickets.find(id);
    // another tenant's code, or a binding code, is no sign-in code of this tenant
    if (!ticket || ticket.kind !== 'login-qr' || ticket.tenantId !== tenantId) throw BizError.of(AuthErrors.WECHAT_MP_QR_EXPIRED);
    switch (ticket.state) {
      case 'waiting':
        if (mode === 'poll') return null;
        throw BizError.of(AuthErrors.WECHAT_MP_QR_NOT_SCANNED);
      case 'unbound':
        throw BizError.of(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND);
      case 'scanned':
        return this.signIn.complete(ticket, ticket.openid!, ip, userAgent);
      default:
        throw BizError.of(AuthErrors.WECHAT_MP_QR_USED);
    }
  }
}
