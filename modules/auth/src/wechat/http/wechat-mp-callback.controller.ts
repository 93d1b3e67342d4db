import { BizError, Public, TenantIgnore } from '@dha/server-core';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyInstance } from 'fastify';
import { AuthErrors } from '../../auth.errors';
import { WechatScanCommand } from '../commands/wechat-scan/wechat-scan.command';
import { scanOfMessage } from '../domain/wechat-mp';
import { WechatMpApi } from '../infrastructure/wechat-mp/wechat-mp.api';
import { WechatCallbackQueryDto } from './wechat-mp.dto';

/** WeChat's pushed messages are small XML documents. */
const MESSAGE_MAX_BYTES = 16 * 1024;
const XML_TYPES = ['text/xml', 'application/xml'];

/**
 * `/mp/open/:appId`: the official account's message callback (set in its console as
 * <API_PREFIX>/mp/open/<AppID>, plain-text or compatible mode). GET is WeChat's check of the URL
 * (echoes echostr); POST carries the events, of which QR-code scans matter here. Both are believed
 * only with the signature of WECHAT_MP_TOKEN; the answers are WeChat's plain text, not the envelope.
 */
@Controller('mp/open')
@TenantIgnore() // upstream's ignore-urls: /admin-api/mp/open/** (WeChat sends no header)
export class WechatMpCallbackController implements OnModuleInit {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly api: WechatMpApi,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** WeChat posts text/xml, which the server parses nowhere else: taken as a string, read by scanOfMessage. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || typeof fastify.addContentTypeParser !== 'function' || fastify.hasContentTypeParser('text/xml')) return;
    fastify.addContentTypeParser(XML_TYPES, { parseAs: 'string', bodyLimit: MESSAGE_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }

  @Public()
  @Get(':appId')
  @Header('content-type', 'text/plain; charset=utf-8')
  check(@Param('appId') appId: string, @Query() query: WechatCallbackQueryDto): Buffer {
    this.assertSigned(appId, query);
    return Buffer.from(query.echostr ?? '');
  }

  @Public()
  @Post(':appId')
  @HttpCode(200)
  @Header('content-type', 'text/plain; charset=utf-8')
  async message(@Param('appId') appId: string, @Query() query: WechatCallbackQueryDto, @Body() body: unknown): Promise<Buffer> {
    this.assertSigned(appId, query);
    const scan = typeof body === 'string' ? scanOfMessage(body) : null;
    if (scan) await this.commandBus.execute(new WechatScanCommand(scan));
    // 'success' tells WeChat the message was taken and needs no reply
    return Buffer.from('success');
  }

  private assertSigned(appId: string, query: WechatCallbackQueryDto): void {
    if (!this.api.appId || appId !== this.api.appId || !this.api.verifySignature(query))
      throw BizError.of(AuthErrors.WECHAT_MP_SIGNATURE_INVALID);
  }
}
