import type { WechatDevPendingQr } from '@dha/contracts';
import { Public } from '@dha/server-core';
import { Body, Controller, Get, NotFoundException, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { WechatScanCommand, type WechatScanOutcome } from '../commands/wechat-scan/wechat-scan.command';
import { FakeWechatMpApi } from '../infrastructure/wechat-mp/fake-wechat-mp';
import { WechatMpApi } from '../infrastructure/wechat-mp/wechat-mp.api';
import { WechatTickets } from '../infrastructure/wechat-mp/wechat-tickets.store';
import { WechatDevAuthorizeDto, WechatDevScanDto } from './wechat-mp.dto';

/**
 * `/mp/dev/*`, development and tests only (WECHAT_MP_FAKE; 404 otherwise): the phone and the user of
 * the fake official account. The console's /dev-wechat page and the tests scan its QR codes and agree
 * to its authorisations here; a scan goes through the same command as a real message callback.
 */
@Controller('mp/dev')
export class WechatDevController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly api: WechatMpApi,
    private readonly tickets: WechatTickets,
  ) {}

  /** The fake account's QR codes that wait for a scan, newest first. */
  @Public()
  @Get('pending')
  async pending(): Promise<WechatDevPendingQr[]> {
    const fake = this.fake();
    const pending: WechatDevPendingQr[] = [];
    for (const qr of await fake.pendingQrs()) {
      const ticket = await this.tickets.find(qr.scene);
      if (ticket?.state === 'waiting' && ticket.kind !== 'web-auth')
        pending.push({
          qrTicket: qr.qrTicket,
          url: qr.url,
          purpose: ticket.kind === 'login-qr' ? 'login' : 'bind',
          expiresAt: qr.expiresAt,
        });
    }
    return pending;
  }

  /** A phone with `openid` scans the code: what the scan did ('ignored' for an unknown or spent code). */
  @Public()
  @Post('scan')
  async scan(@Body() body: WechatDevScanDto): Promise<WechatScanOutcome> {
    const scan = await this.fake().scan(body.qrTicket, body.openid);
    return scan ? this.commandBus.execute(new WechatScanCommand(scan)) : 'ignored';
  }

  /** The user `openid` agrees to a web authorisation: the code WeChat would append to the redirect. */
  @Public()
  @Post('authorize')
  async authorize(@Body() body: WechatDevAuthorizeDto): Promise<{ code: string }> {
    return { code: await this.fake().authorise(body.openid) };
  }

  private fake(): FakeWechatMpApi {
    if (!(this.api instanceof FakeWechatMpApi)) throw new NotFoundException();
    return this.api;
  }
}
