import type { AppConfig } from '@dha/server-core';
import type { INestApplicationContext } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpsMetrics } from './ops-metrics';
import { METRICS_PATH, metricsAccess } from './serve-metrics';

/**
 * A worker has no HTTP API, yet its consumers hold figures of their own (events consumed, event-to-push
 * latency): with METRICS_TOKEN set it serves GET /metrics, same token, on PORT (its own container's
 * port in docker-compose; `npm run worker` picks a free one). Answers the server, or null when off.
 */
export async function serveWorkerMetrics(app: INestApplicationContext, config: AppConfig): Promise<Server | null> {
  if (!config.METRICS_TOKEN) return null;
  const metrics = app.get(OpsMetrics);
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) return void response.writeHead(404).end('Not Found');
    const verdict = metricsAccess(config, request.headers.authorization);
    if (verdict !== 200) {
      const headers = verdict === 401 ? { 'www-authenticate': 'Bearer realm="metrics"' } : {};
      return void response.writeHead(verdict, headers).end(verdict === 401 ? 'Unauthorized' : 'Not Found');
    }
    metrics.scrape().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(500).end('metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  return server;
}

export const serverPort = (server: Server): number => (server.address() as AddressInfo).port;
