import { InjectRedis } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';

/** Where the fakes answer, under the API prefix (SOCIAL_DEV_PROVIDERS only). */
export const DEV_SOCIAL_PATH = '/dev-social';
/** Credentials of the fake apps, used where none are configured. */
export const DEV_DINGTALK = { clientId: 'dev-dingtalk-app', clientSecret: 'dev-dingtalk-secret' } as const;
export const DEV_WECOM = { corpId: 'wwdevcorp', agentId: '1000001', secret: 'dev-wecom-secret' } as const;

export type DevProvider = 'dingtalk' | 'wecom';

export interface DevAccount {
  openid: string;
  nickname: string;
}

/** A provider's authorization code lives five minutes, as DingTalk's and WeChat Work's do. */
const CODE_TTL_SECONDS = 300;
const TOKEN_TTL_SECONDS = 7200;

/**
 * The state of the development fakes of DingTalk and WeChat Work (http/social-dev-provider.controller):
 * codes (single use, like the real ones), user access tokens and the corp token, in Redis so that
 * every server process shares them.
 */
@Injectable()
export class DevSocialFake {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  async issueCode(provider: DevProvider, account: DevAccount): Promise<string> {
    const code = randomBytes(16).toString('hex');
    await this.redis.set(this.key(provider, 'code', code), JSON.stringify(account), 'EX', CODE_TTL_SECONDS);
    // WeChat Work's user/get reads a member by userid
    await this.redis.set(this.key(provider, 'member', account.openid), account.nickname, 'EX', TOKEN_TTL_SECONDS);
    return code;
  }

  /** The account of a code, once. */
  async redeemCode(provider: DevProvider, code: string): Promise<DevAccount | null> {
    const raw = await this.redis.getdel(this.key(provider, 'code', code));
    return raw ? (JSON.parse(raw) as DevAccount) : null;
  }

  async issueToken(provider: DevProvider, account: DevAccount | null): Promise<string> {
    const token = randomBytes(16).toString('hex');
    await this.redis.set(this.key(provider, 'token', token), JSON.stringify(account), 'EX', TOKEN_TTL_SECONDS);
    return token;
  }

  /** undefined: no such token; null: a token of no account (WeChat Work's corp token). */
  async tokenAccount(provider: DevProvider, token: string): Promise<DevAccount | null | undefined> {
    const raw = await this.redis.get(this.key(provider, 'token', token));
    return raw === null ? undefined : (JSON.parse(raw) as DevAccount | null);
  }

  async memberName(provider: DevProvider, userid: string): Promise<string | null> {
    return this.redis.get(this.key(provider, 'member', userid));
  }

  private key(provider: DevProvider, kind: string, id: string): string {
    return `social-dev:${provider}:${kind}:${id}`;
  }
}
