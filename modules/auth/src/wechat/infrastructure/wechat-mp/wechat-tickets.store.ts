import { InjectRedis } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';

/**
 * What a ticket stands for: a sign-in QR code, a binding QR code (of the signed-in user), or a web
 * authorisation inside WeChat's browser (the ticket is its `state`).
 */
export type WechatTicketKind = 'login-qr' | 'bind-qr' | 'web-auth';

/**
 * waiting: nobody scanned yet (web-auth: no code came back yet); scanned: a WeChat account scanned it;
 * unbound: that account is bound to nobody, so a password sign-in may bind it (wp-qrcode-bind);
 * bound: a binding QR code bound the scanner; used: it signed someone in or was bound (never again).
 */
export type WechatTicketState = 'waiting' | 'scanned' | 'unbound' | 'bound' | 'used';

export interface WechatTicket {
  ticket: string;
  kind: WechatTicketKind;
  tenantId: number;
  /** bind-qr: the signed-in user it binds */
  userId: number | null;
  state: WechatTicketState;
  /** the WeChat account, once known */
  openid: string | null;
  expiresAt: number;
}

/**
 * One-time tickets of the WeChat official account in Redis, each alive for its QR code's lifetime
 * (then gone: an unknown ticket is an expired one). 128 random bits: knowing a ticket is what lets a
 * browser collect its sign-in, so it never appears in a QR code. Every change of state is a
 * compare-and-set, so of two racing polls or scans only one moves a ticket on.
 */
@Injectable()
export class WechatTickets {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  async create(kind: WechatTicketKind, tenantId: number, seconds: number, userId: number | null = null): Promise<WechatTicket> {
    const ticket: WechatTicket = {
      ticket: randomBytes(16).toString('hex'),
      kind,
      tenantId,
      userId,
      state: 'waiting',
      openid: null,
      expiresAt: Date.now() + seconds * 1000,
    };
    const key = this.key(ticket.ticket);
    await this.redis
      .multi()
      .hset(
        key,
        'kind',
        kind,
        'tenantId',
        String(tenantId),
        'userId',
        String(userId ?? ''),
        'state',
        'waiting',
        'expiresAt',
        String(ticket.expiresAt),
      )
      .expire(key, seconds)
      .exec();
    return ticket;
  }

  async find(ticket: string): Promise<WechatTicket | null> {
    if (!TICKET_PATTERN.test(ticket)) return null;
    const r = await this.redis.hgetall(this.key(ticket));
    if (!r.kind) return null;
    return {
      ticket,
      kind: r.kind as WechatTicketKind,
      tenantId: Number(r.tenantId),
      userId: r.userId ? Number(r.userId) : null,
      state: r.state as WechatTicketState,
      openid: r.openid || null,
      expiresAt: Number(r.expiresAt),
    };
  }

  /** Moves the ticket from `from` to `to` (recording the openid, when given); false when it was not in `from` (or is gone). */
  async transition(ticket: string, from: WechatTicketState, to: WechatTicketState, openid?: string): Promise<boolean> {
    const moved = await this.redis.eval(TRANSITION_SCRIPT, 1, this.key(ticket), from, to, ...(openid ? ['openid', openid] : []));
    return moved === 1;
  }

  private key(ticket: string): string {
    return `auth:wxmp:ticket:${ticket}`;
  }
}

export const TICKET_PATTERN = /^[0-9a-f]{32}$/;

const TRANSITION_SCRIPT = `
if redis.call('hget', KEYS[1], 'state') ~= ARGV[1] then return 0 end
redis.call('hset', KEYS[1], 'state', ARGV[2], unpack(ARGV, 3))
return 1`;
