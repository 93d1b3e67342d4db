import { PayChannelCode } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import { PayErrors } from '../../pay.errors';
import { WalletLedger } from '../wallet.repository';
import { AlipayClient } from './alipay.client';
import { MockPayClient } from './mock.client';
import type { PayChannelClient } from './pay-channel-client';
import { WalletPayClient } from './wallet.client';
import { WeixinPayClient } from './weixin.client';

/** A channel row as the registry needs it. */
export interface ChannelConfigRow {
  id: number;
  code: string;
  config: Record<string, unknown>;
  updateTime: Date;
}

/** Builds a channel's client from its stored configuration (refusing an unusable one). */
type ClientFactory = (config: Record<string, unknown>, ledger: WalletLedger) => PayChannelClient;

const FACTORIES: Partial<Record<string, ClientFactory>> = {
  [PayChannelCode.MOCK]: () => new MockPayClient(),
  [PayChannelCode.WALLET]: (_config, ledger) => new WalletPayClient(ledger),
  [PayChannelCode.WX_NATIVE]: (config) => new WeixinPayClient(PayChannelCode.WX_NATIVE, config),
  [PayChannelCode.WX_PUB]: (config) => new WeixinPayClient(PayChannelCode.WX_PUB, config),
  [PayChannelCode.ALIPAY_PC]: (config) => new AlipayClient(PayChannelCode.ALIPAY_PC, config),
  [PayChannelCode.ALIPAY_QR]: (config) => new AlipayClient(PayChannelCode.ALIPAY_QR, config),
};

/** Checks a channel configuration before it is stored: the client must be buildable from it. */
export function checkChannelConfig(code: string, config: Record<string, unknown>, ledger: WalletLedger): void {
  const factory = FACTORIES[code];
  if (!factory) throw new BizError(PayErrors.CHANNEL_NOT_FOUND_HANDLER);
  try {
    factory(config, ledger);
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw new BizError(PayErrors.CHANNEL_CONFIG_INVALID, (err as Error).message);
  }
}

/**
 * The clients of the channels, one per channel and configuration version (a channel edit makes a
 * new one at its next use), as upstream's PayClientFactory.
 */
@Injectable()
export class PayChannelClients {
  private readonly cache = new Map<number, { stamp: number; client: PayChannelClient }>();

  constructor(private readonly ledger: WalletLedger) {}

  clientOf(channel: ChannelConfigRow): PayChannelClient {
    const stamp = channel.updateTime.getTime();
    const cached = this.cache.get(channel.id);
    if (cached && cached.stamp === stamp) return cached.client;
    const factory = FACTORIES[channel.code];
    if (!factory) throw new BizError(PayErrors.CHANNEL_NOT_FOUND_HANDLER);
    const client = factory(channel.config, this.ledger);
    this.cache.set(channel.id, { stamp, client });
    return client;
  }

  check(code: string, config: Record<string, unknown>): void {
    checkChannelConfig(code, config, this.ledger);
  }
}
