import { PayChannelCode, PayOrderStatus, Permissions, hasAnyPermission, isPayOrderPaid, type PayOrderSubmitRespVO } from '@dha/contracts';
import { APP_CONFIG, BizError, type AppConfig } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetWechatOpenIdQuery } from '@dha/auth';
import { PayOrderResults } from '../../application/pay-order-results.service';
import { PayApp, PayChannel } from '../../domain/pay-app.entity';
import { PayOrder, PayOrderExtension } from '../../domain/pay-order.entity';
import { payNo } from '../../domain/pay-no';
import { ChannelRefusedError, type ChannelOrderResult } from '../../infrastructure/channels/pay-channel-client';
import { PayChannelClients } from '../../infrastructure/channels/pay-channel-clients';
import { closeExtension, enabledChannel, getOrder, waitingExtensions } from '../../infrastructure/pay.repository';
import { PayErrors } from '../../pay.errors';
import { notifyBaseUrl } from '../receive-callback/notify-urls';
import { SubmitPayOrderCommand } from './submit-order.command';

const EXTRAS_MAX = 8;
const EXTRA_VALUE_MAX = 256;

@CommandHandler(SubmitPayOrderCommand)
export class SubmitPayOrderHandler implements ICommandHandler<SubmitPayOrderCommand, PayOrderSubmitRespVO> {
  private readonly logger = new Logger(SubmitPayOrderHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clients: PayChannelClients,
    private readonly results: PayOrderResults,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, user, userIp, ownOnly }: SubmitPayOrderCommand): Promise<PayOrderSubmitRespVO> {
    const extras = checkedExtras(input.channelExtras);
    const em = this.em.fork();
    const order = await getOrder(em, input.id, user.tenantId);
    const mine = order.userId === user.id;
    // someone else's order does not exist for a visitor
    if (!mine && (ownOnly || !hasAnyPermission(user.permissions, [Permissions.payOrder.query])))
      throw new BizError(PayErrors.PAY_ORDER_NOT_FOUND);
    this.checkPayable(order);
    const app = await em.findOneOrFail(PayApp, order.appId);
    if (app.status !== 0) throw new BizError(PayErrors.APP_IS_DISABLE);
    const channel = await enabledChannel(em, app.id, input.channelCode);
    // the wallet pays from the payer's own balance only
    if (channel.code === PayChannelCode.WALLET && !mine) throw new BizError(PayErrors.WALLET_NOT_FOUND);
    await this.checkEarlierAttempts(em, order);
    // JSAPI inside WeChat pays as the payer's official-account openid (bound by its sign-in)
    if (channel.code === PayChannelCode.WX_PUB && !extras.openid && order.userId !== null) {
      const openid = await this.queryBus.execute(new GetWechatOpenIdQuery(order.tenantId, order.userId));
      if (openid) extras.openid = openid;
    }

    const ext = em.create(PayOrderExtension, {
      tenantId: order.tenantId,
      no: payNo('P'),
      orderId: order.id,
      channelId: channel.id,
      channelCode: channel.code,
      userIp: userIp.slice(0, 50),
      channelExtras: Object.keys(extras).length ? extras : null,
    });
    await em.flush();

    let result: ChannelOrderResult;
    try {
      result = await this.clients.clientOf(channel).unifiedOrder({
        tenantId: order.tenantId,
        userId: order.userId,
        userType: order.userType,
        outTradeNo: ext.no,
        subject: order.subject,
        body: order.body,
        price: order.price,
        expireTime: order.expireTime,
        notifyUrl: `${notifyBaseUrl(this.config)}/pay/notify/order/${channel.id}`,
        returnUrl: input.returnUrl ?? null,
        userIp,
        channelExtras: extras,
        displayMode: input.displayMode ?? null,
      });
    } catch (err) {
      if (err instanceof BizError) {
        // refused before any money moved (the wallet short of balance): the attempt is closed
        await closeExtension(this.em.fork(), ext.id, { errorCode: String(err.code), errorMsg: err.message });
        throw err;
      }
      if (err instanceof ChannelRefusedError) return this.refused(ext, channel, err.errorCode, err.message);
      // a network failure: the attempt stays waiting (the sync job asks again), the payer may retry
      this.logger.warn({ err, orderId: order.id, channel: channel.code }, 'pay channel unreachable on submit');
      throw new BizError(PayErrors.PAY_ORDER_SUBMIT_CHANNEL_ERROR, 'NETWORK', (err as Error).message);
    }
    if (result.channelErrorCode) return this.refused(ext, channel, result.channelErrorCode, result.channelErrorMsg ?? '');
    if (result.status !== 'WAITING') await this.results.apply(result);
    const now = await this.em.fork().findOneOrFail(PayOrder, order.id);
    return { status: now.status, displayMode: result.displayMode ?? null, displayContent: result.displayContent ?? null };
  }

  private checkPayable(order: PayOrder): void {
    if (isPayOrderPaid(order.status)) throw new BizError(PayErrors.PAY_ORDER_STATUS_IS_SUCCESS);
    if (order.status !== PayOrderStatus.WAITING) throw new BizError(PayErrors.PAY_ORDER_STATUS_IS_NOT_WAITING);
    if (order.expireTime.getTime() <= Date.now()) throw new BizError(PayErrors.PAY_ORDER_IS_EXPIRED);
  }

  /** An earlier attempt the payer may have completed meanwhile (upstream validatePayOrderCanSubmit). */
  private async checkEarlierAttempts(em: EntityManager, order: PayOrder): Promise<void> {
    for (const ext of await waitingExtensions(em, order.id)) {
      const channel = await em.findOne(PayChannel, ext.channelId);
      if (!channel) continue;
      const answer = await this.clients
        .clientOf(channel)
        .getOrder(ext.no)
        .catch(() => null);
      if (answer?.status === 'SUCCESS') {
        await this.results.apply(answer);
        throw new BizError(PayErrors.PAY_ORDER_EXTENSION_IS_PAID);
      }
    }
  }

  private async refused(ext: PayOrderExtension, channel: PayChannel, code: string, msg: string): Promise<never> {
    await closeExtension(this.em.fork(), ext.id, { errorCode: code, errorMsg: msg });
    this.logger.warn({ orderId: ext.orderId, channel: channel.code, code, msg }, 'pay channel refused a submit');
    throw new BizError(PayErrors.PAY_ORDER_SUBMIT_CHANNEL_ERROR, code, msg);
  }
}

/** channelExtras as upstream's Map<String, String>: a few short strings. */
function checkedExtras(extras: Record<string, unknown> | undefined): Record<string, string> {
  if (!extras) return {};
  const entries = Object.entries(extras);
  if (entries.length > EXTRAS_MAX) throw BizError.badRequest(`channelExtras 最多 ${EXTRAS_MAX} 项`);
  for (const [key, value] of entries) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,31}$/.test(key)) throw BizError.badRequest('channelExtras 的键无效');
    if (typeof value !== 'string' || value.length > EXTRA_VALUE_MAX || value.includes('\u0000') || /[\ud800-\udfff]/u.test(value))
      throw BizError.badRequest(`channelExtras.${key} 必须是不超过 ${EXTRA_VALUE_MAX} 个字符的文本`);
  }
  return { ...(extras as Record<string, string>) };
}
