import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@dha/server-core';
import { OpsMetrics } from './metrics/ops-metrics';
import { RedisMonitorController, ServerMonitorController } from './monitors/monitor.controller';
import { ProcessRegistry } from './monitors/process-registry';
import { serveMetrics } from './metrics/serve-metrics';
import { QueueBoardSessionController } from './queue-board/queue-board-session.controller';
import { QueueBoardTickets } from './queue-board/queue-board-tickets';
import { serveQueueBoard } from './queue-board/serve-queue-board';
import { OpsQueues } from './queues/ops-queues';

/** Operations: the queue board for super admins, the Prometheus metrics, the 缓存监控 and 服务监控 calls. */
@Module({
  imports: [DiscoveryModule],
  controllers: [QueueBoardSessionController, RedisMonitorController, ServerMonitorController],
  providers: [OpsQueues, OpsMetrics, QueueBoardTickets, ProcessRegistry],
})
export class OpsModule {}

/** Mounts the parts that live on Fastify itself (outside Nest's prefix and envelope); call before app.init(). */
export async function serveOps(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  serveMetrics(app, config);
  await serveQueueBoard(app, config);
}
