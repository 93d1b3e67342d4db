import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import { isRedisUnavailable, REDIS_UNAVAILABLE, type AppConfig } from '@dha/server-core';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OpsQueues } from '../queues/ops-queues';
import { QUEUE_BOARD_COOKIE, queueBoardPath } from './queue-board-session.controller';
import { QueueBoardTickets } from './queue-board-tickets';

const REFUSALS = {
  401: '请先在控制台登录，再从“基础设施 → 任务队列”打开任务队列',
  403: '只有超级管理员可以查看任务队列',
} as const;

/**
 * The queue board (bull-board) under `${API_PREFIX}/infra/queue-board`: every queue, its waiting,
 * active, delayed and failed jobs, retry and inspect. Every request of the board (page, assets, its
 * JSON API) passes the ticket gate first (see QueueBoardTickets); the queue list is refreshed as the
 * event routes and registered queues grow.
 */
export async function serveQueueBoard(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const logger = new Logger('QueueBoard');
  const base = queueBoardPath(config);
  const queues = app.get(OpsQueues);
  const tickets = app.get(QueueBoardTickets);

  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(base);
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: {
      uiConfig: {
        boardTitle: 'DHA Center 任务队列',
        locale: { lng: 'zh-CN' },
        hideDocsLink: true,
        miscLinks: [{ text: '返回控制台', url: '/dha-center/' }],
      },
    },
  });
  let shown = '';
  const refreshQueues = (): void => {
    const names = queues.names();
    const key = names.join('\n');
    if (key === shown) return;
    board.replaceQueues(names.map((name) => new BullMQAdapter(queues.get(name), { allowRetries: true })));
    shown = key;
  };

  const gate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      const verdict = await tickets.check(cookie(request.headers.cookie, QUEUE_BOARD_COOKIE));
      if (!verdict.ok) {
        await reply
          .code(verdict.status)
          .header('cache-control', 'no-store')
          .send({ code: verdict.status, msg: REFUSALS[verdict.status], data: null });
        return;
      }
      refreshQueues();
    } catch (err) {
      if (!isRedisUnavailable(err)) logger.error({ err }, 'queue board gate failed');
      await reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ ...REDIS_UNAVAILABLE, data: null });
    }
  };

  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', gate);
      await scope.register(serverAdapter.registerPlugin());
    },
    { prefix: base },
  );
}

/** One cookie's value from a Cookie header (no cookie plugin for one name). */
export function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
