import { APP_CONFIG, REDIS_CLIENT, type AppConfig } from '@dha/server-core';
import { Logger, type Provider } from '@nestjs/common';
import type Redis from 'ioredis';

/** A text message handed to the development outbox instead of a phone. */
export interface DevSms {
  mobile: string;
  text: string;
  time: number;
}

/** How a text message reaches a phone. */
export abstract class SmsChannel {
  /** Resolves once the message was handed over; throws when it was not. */
  abstract send(mobile: string, text: string): Promise<void>;
  /** The messages kept for the development page; null when messages go to real phones. */
  abstract devOutbox(): Promise<DevSms[] | null>;
}

/** An HTTP gateway (`SMS_GATEWAY_URL`): POST {mobile, text} with the bearer token, answered 2xx. */
export class HttpSmsGateway extends SmsChannel {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {
    super();
  }

  async send(mobile: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ mobile, text }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  }

  devOutbox(): Promise<null> {
    return Promise.resolve(null);
  }
}

const DEV_OUTBOX_KEY = 'auth:dev-sms';
const DEV_OUTBOX_SIZE = 50;

/** No gateway configured (development, tests): the message goes to the log and a short list in Redis. */
export class LogSmsChannel extends SmsChannel {
  private readonly logger = new Logger('Sms');

  constructor(private readonly redis: Redis) {
    super();
  }

  async send(mobile: string, text: string): Promise<void> {
    this.logger.warn(`SMS_GATEWAY_URL is not set: SMS to ${mobile}: ${text}`);
    const entry: DevSms = { mobile, text, time: Date.now() };
    await this.redis
      .multi()
      .lpush(DEV_OUTBOX_KEY, JSON.stringify(entry))
      .ltrim(DEV_OUTBOX_KEY, 0, DEV_OUTBOX_SIZE - 1)
      .expire(DEV_OUTBOX_KEY, 3600)
      .exec();
  }

  async devOutbox(): Promise<DevSms[]> {
    return (await this.redis.lrange(DEV_OUTBOX_KEY, 0, -1)).map((line) => JSON.parse(line) as DevSms);
  }
}

export const smsChannelProvider: Provider = {
  provide: SmsChannel,
  inject: [APP_CONFIG, REDIS_CLIENT],
  useFactory: (config: AppConfig, redis: Redis): SmsChannel =>
    config.SMS_GATEWAY_URL ? new HttpSmsGateway(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) : new LogSmsChannel(redis),
};
