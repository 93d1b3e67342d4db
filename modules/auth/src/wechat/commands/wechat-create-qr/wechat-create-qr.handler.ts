import type { WechatQrCodeVO } from '@dha/contracts';
import { APP_CONFIG, type AppConfig } from '@dha/server-core';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WechatMpApi } from '../../infrastructure/wechat-mp/wechat-mp.api';
import { WechatTickets } from '../../infrastructure/wechat-mp/wechat-tickets.store';
import { CreateWechatQrCommand } from './wechat-create-qr.command';

/**
 * A temporary QR code of the official account whose scene is a fresh ticket: WeChat reports the scan
 * with that scene to the message callback, and the browser that asked polls the ticket.
 */
@CommandHandler(CreateWechatQrCommand)
export class CreateWechatQrHandler implements ICommandHandler<CreateWechatQrCommand, WechatQrCodeVO> {
  constructor(
    private readonly api: WechatMpApi,
    private readonly tickets: WechatTickets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ tenantId, purpose, userId }: CreateWechatQrCommand): Promise<WechatQrCodeVO> {
    const seconds = this.config.WECHAT_MP_QR_EXPIRE_SECONDS;
    const ticket = await this.tickets.create(purpose === 'login' ? 'login-qr' : 'bind-qr', tenantId, seconds, userId);
    const qr = await this.api.createTempQr(ticket.ticket, seconds);
    return { ticket: ticket.ticket, url: qr.url, expireSeconds: Math.min(seconds, qr.expireSeconds) };
  }
}
