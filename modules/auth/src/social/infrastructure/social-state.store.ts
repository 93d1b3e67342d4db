import { InjectRedis } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import type { SocialIdentity } from './social-providers/social-provider';

/** How long a social sign-in may take between leaving for the provider and coming back. */
const STATE_TTL_SECONDS = 600;

export interface IssuedState {
  tenantId: number;
  type: number;
  redirectUri: string;
}

/**
 * The `state` of social sign-ins (random, single use, ten minutes, bound to the tenant, type and
 * redirect URI it was issued for), and the identities of accounts that came back unbound, kept for
 * the one password sign-in that binds them (the code and state are spent by then).
 */
@Injectable()
export class SocialStateStore {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  async issue(issued: IssuedState): Promise<string> {
    // letters and digits only: WeChat Work takes a state of [a-zA-Z0-9] up to 128 bytes
    const state = randomBytes(24).toString('hex');
    await this.redis.set(this.stateKey(state), JSON.stringify(issued), 'EX', STATE_TTL_SECONDS);
    return state;
  }

  /** What the state was issued for, once; null when unknown, expired or used. */
  async consume(state: string): Promise<IssuedState | null> {
    const raw = await this.redis.getdel(this.stateKey(state));
    return raw ? (JSON.parse(raw) as IssuedState) : null;
  }

  /** Keeps the identity of an unbound account for the password sign-in that binds it with this code and state. */
  async keepUnbound(tenantId: number, type: number, code: string, state: string, identity: SocialIdentity): Promise<void> {
    await this.redis.set(this.unboundKey(tenantId, type, code, state), JSON.stringify(identity), 'EX', STATE_TTL_SECONDS);
  }

  /** The identity kept by keepUnbound, once. */
  async takeUnbound(tenantId: number, type: number, code: string, state: string): Promise<SocialIdentity | null> {
    const raw = await this.redis.getdel(this.unboundKey(tenantId, type, code, state));
    return raw ? (JSON.parse(raw) as SocialIdentity) : null;
  }

  private stateKey(state: string): string {
    return `social:state:${state}`;
  }

  private unboundKey(tenantId: number, type: number, code: string, state: string): string {
    const digest = createHash('sha256').update(`${code}\n${state}`).digest('hex');
    return `social:unbound:${tenantId}:${type}:${digest}`;
  }
}
