import { WECHAT_MP_SOCIAL_TYPE } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { SocialBindingRepository } from '../../../social/infrastructure/social-binding.repository';
import { WechatTickets } from '../../infrastructure/wechat-mp/wechat-tickets.store';
import { WechatQrBindCommand } from './wechat-qr-bind.command';

@CommandHandler(WechatQrBindCommand)
export class WechatQrBindHandler implements ICommandHandler<WechatQrBindCommand, boolean> {
  constructor(
    private readonly tickets: WechatTickets,
    private readonly bindings: SocialBindingRepository,
  ) {}

  async execute({ user, ticket: id }: WechatQrBindCommand): Promise<boolean> {
    const ticket = await this.tickets.find(id);
    if (!ticket || ticket.tenantId !== user.tenantId) throw BizError.of(AuthErrors.WECHAT_MP_QR_EXPIRED);
    if (ticket.kind === 'bind-qr') {
      // someone else's binding code is none of this user's business
      if (ticket.userId !== user.id) throw BizError.of(AuthErrors.WECHAT_MP_QR_EXPIRED);
      return ticket.state === 'bound';
    }
    if (ticket.state === 'waiting' || ticket.state === 'scanned') throw BizError.of(AuthErrors.WECHAT_MP_QR_NOT_SCANNED);
    // single use: an unbound sign-in is bound to the first signed-in user who claims it
    if (ticket.state !== 'unbound' || !(await this.tickets.transition(id, 'unbound', 'used')))
      throw BizError.of(AuthErrors.WECHAT_MP_QR_USED);
    try {
      await this.bindings.bind({ tenantId: user.tenantId, userId: user.id, type: WECHAT_MP_SOCIAL_TYPE, openid: ticket.openid! });
    } catch (error) {
      await this.tickets.transition(id, 'used', 'unbound');
      throw error;
    }
    return true;
  }
}
