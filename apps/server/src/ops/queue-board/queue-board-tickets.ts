import { GetLoginUserByTokenQuery } from '@dha/auth';
import { hasAnyRole, RoleCode } from '@dha/contracts';
import { InjectRedis, type LoginUser } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

/** Lifetime of a board ticket (and its cookie): reopening the board from the console issues a new one. */
export const QUEUE_BOARD_TICKET_SECONDS = 600;

export type TicketCheck = { ok: true; user: LoginUser } | { ok: false; status: 401 | 403 };

interface TicketRecord {
  userId: number;
  accessToken: string;
}

/** Whether a user may use the queue board: super admins only (the one role check of the contracts). */
export const mayUseQueueBoard = (user: LoginUser): boolean => hasAnyRole(user.roles, [RoleCode.SUPER_ADMIN]);

/**
 * Tickets of the queue board. The board is a browser page that cannot send our Authorization header,
 * so a super admin's console asks for a ticket (an HttpOnly cookie scoped to the board); the ticket
 * remembers the access token it was issued for, and every board request resolves that token again:
 * logout, token expiry, a disabled account or a lost role end the access at the next request.
 * Redis keeps only a hash of the ticket, so its contents cannot be replayed as cookies.
 */
@Injectable()
export class QueueBoardTickets {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly queryBus: QueryBus,
  ) {}

  async issue(user: LoginUser): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const record: TicketRecord = { userId: user.id, accessToken: user.accessToken };
    await this.redis.set(this.key(ticket), JSON.stringify(record), 'EX', QUEUE_BOARD_TICKET_SECONDS);
    return ticket;
  }

  async check(ticket: string | undefined): Promise<TicketCheck> {
    if (!ticket || ticket.length > 100) return { ok: false, status: 401 };
    const raw = await this.redis.get(this.key(ticket));
    if (!raw) return { ok: false, status: 401 };
    const record = JSON.parse(raw) as TicketRecord;
    const user = await this.queryBus.execute(new GetLoginUserByTokenQuery(record.accessToken));
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
