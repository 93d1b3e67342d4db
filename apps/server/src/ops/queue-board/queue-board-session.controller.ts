import { RoleCode } from '@dha/contracts';
import { APP_CONFIG, CurrentUser, RequireAnyRole, type AppConfig, type LoginUser } from '@dha/server-core';
import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QUEUE_BOARD_TICKET_SECONDS, QueueBoardTickets } from './queue-board-tickets';

export const QUEUE_BOARD_COOKIE = 'dha_queue_board';
export const queueBoardPath = (config: AppConfig): string => `${config.API_PREFIX.replace(/\/$/, '')}/infra/queue-board`;

export interface QueueBoardSessionVO {
  /** where the board is (open it in a new tab) */
  url: string;
  /** seconds the ticket lasts */
  expiresIn: number;
}

/**
 * `POST /infra/queue-board/session` (super admin, through the normal guard): issues the board's ticket
 * as a cookie the browser sends only to the board (Path), never cross-site (SameSite=Strict) and never
 * to scripts (HttpOnly). The console calls it, then opens `url`.
 */
@Controller('infra/queue-board')
export class QueueBoardSessionController {
  constructor(
    private readonly tickets: QueueBoardTickets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @RequireAnyRole(RoleCode.SUPER_ADMIN)
  @Post('session')
  async open(
    @CurrentUser() user: LoginUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QueueBoardSessionVO> {
    const ticket = await this.tickets.issue(user);
    const path = queueBoardPath(this.config);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    void reply.header(
      'set-cookie',
      `${QUEUE_BOARD_COOKIE}=${ticket}; Path=${path}; Max-Age=${QUEUE_BOARD_TICKET_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
    );
    return { url: `${path}/`, expiresIn: QUEUE_BOARD_TICKET_SECONDS };
  }
}
