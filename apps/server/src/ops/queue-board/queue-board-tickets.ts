import { GetLoginUserByTokenQuery } from '@dha/auth';
import { hasAnyRole, RoleCode } from '@dha/contracts';
import { InjectRedis, type LoginUser } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

/** Lifetime of a board ticket (and its cookie): reopening the board from the console issues a new one. */
export const QUEUE_BOARD_TICKET_SECONDS = 600;

export type TicketCheck = { ok: true; user: LoginUser } | { ok: false; status: 401 | 403 };

interface TicketRecord {
  userId: number;
  /** the access token, sealed with a key only the ticket itself gives (see seal) */
  sealedToken: string;
}

/** Whether a user may use the queue board: super admins only (the one role check of the contracts). */
export const mayUseQueueBoard = (user: LoginUser): boolean => hasAnyRole(user.roles, [RoleCode.SUPER_ADMIN]);

/**
 * Tickets of the queue board. The board is a browser page that cannot send our Authorization header,
 * so a super admin's console asks for a ticket (an HttpOnly cookie scoped to the board); the ticket
 * remembers the access token it was issued for, and every board request resolves that token again:
 * logout, token expiry, a disabled account or a lost role end the access at the next request.
 * Redis keeps only a hash of the ticket, so its contents cannot be replayed as cookies, and the access
 * token only sealed with a key derived from the ticket: what Redis holds is no bearer token.
 */
@Injectable()
export class QueueBoardTickets {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly queryBus: QueryBus,
  ) {}

  async issue(user: LoginUser): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const record: TicketRecord = { userId: user.id, sealedToken: seal(ticket, user.accessToken) };
    await this.redis.set(this.key(ticket), JSON.stringify(record), 'EX', QUEUE_BOARD_TICKET_SECONDS);
    return ticket;
  }

  async check(ticket: string | undefined): Promise<TicketCheck> {
    if (!ticket || ticket.length > 100) return { ok: false, status: 401 };
    const raw = await this.redis.get(this.key(ticket));
    if (!raw) return { ok: false, status: 401 };
    const record = JSON.parse(raw) as TicketRecord;
    const accessToken = unseal(ticket, record.sealedToken);
    const user = accessToken === undefined ? null : await this.queryBus.execute(new GetLoginUserByTokenQuery(accessToken));
    if (!user || user.id !== record.userId) {
      await this.redis.del(this.key(ticket));
      return { ok: false, status: 401 };
    }
    return mayUseQueueBoard(user) ? { ok: true, user } : { ok: false, status: 403 };
  }

  private key(ticket: string): string {
    return `ops:queue-board-ticket:${createHash('sha256').update(ticket).digest('hex')}`;
  }
}

/** AES-256-GCM under a key derived from the ticket (HKDF-SHA256): `iv.tag.ciphertext`, base64url. */
function seal(ticket: string, accessToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(ticket), iv);
  const sealed = Buffer.concat([cipher.update(accessToken, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

function unseal(ticket: string, sealedToken: string): string | undefined {
  const [iv, tag, sealed] = sealedToken.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(ticket), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

const keyOf = (ticket: string): Buffer => Buffer.from(hkdfSync('sha256', ticket, '', 'dha queue board ticket', 32));
