import { WECHAT_MP_SOCIAL_TYPE } from '@dha/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SocialBindingRepository } from '../../../social/infrastructure/social-binding.repository';
import { WechatTickets } from '../../infrastructure/wechat-mp/wechat-tickets.store';
import { WechatScanCommand, type WechatScanOutcome } from './wechat-scan.command';

/**
 * The first scan of a waiting code counts (later ones, and scans of codes that expired, do nothing):
 * a sign-in code remembers the scanner for the browser's next poll; a binding code binds the scanner
 * to the user who asked for it at once.
 */
@CommandHandler(WechatScanCommand)
export class WechatScanHandler implements ICommandHandler<WechatScanCommand, WechatScanOutcome> {
  constructor(
    private readonly tickets: WechatTickets,
    private readonly bindings: SocialBindingRepository,
  ) {}

  async execute({ scan: { scene, openid } }: WechatScanCommand): Promise<WechatScanOutcome> {
    const ticket = await this.tickets.find(scene);
    if (!ticket || ticket.kind === 'web-auth' || !(await this.tickets.transition(ticket.ticket, 'waiting', 'scanned', openid)))
      return 'ignored';
    if (ticket.kind === 'login-qr') return 'login';
    try {
      await this.bindings.bind({ tenantId: ticket.tenantId, userId: ticket.userId!, type: WECHAT_MP_SOCIAL_TYPE, openid });
    } catch (error) {
      // the code may be scanned again
      await this.tickets.transition(ticket.ticket, 'scanned', 'waiting');
      throw error;
    }
    await this.tickets.transition(ticket.ticket, 'scanned', 'bound');
    return 'bound';
  }
}
