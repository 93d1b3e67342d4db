import type { AppConfig } from '@dha/server-core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { timingSafeEqual } from 'node:crypto';
import { OpsMetrics } from './ops-metrics';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics (Prometheus text, outside the API prefix and the envelope), for `Authorization:
 * Bearer <METRICS_TOKEN>` only; without METRICS_TOKEN it does not exist (404). Also measures every
 * request: one synchronous onResponse hook on the root instance (no extra hook on the way in:
 * Fastify's reply.elapsedTime already holds the time since the request arrived).
 */
export function serveMetrics(app: NestFastifyApplication, config: AppConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(OpsMetrics);
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });

  fastify.get(METRICS_PATH, async (request, reply) => {
    const verdict = metricsAccess(config, request.headers.authorization);
    if (verdict === 404) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (verdict === 401) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('Unauthorized');
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}

/** 404 without METRICS_TOKEN (the endpoint is off), 401 unless the header is exactly `Bearer <token>`, else 200. */
export function metricsAccess(config: AppConfig, authorization: string | undefined): 200 | 401 | 404 {
  if (!config.METRICS_TOKEN) return 404;
  const expected = Buffer.from(`Bearer ${config.METRICS_TOKEN}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 200 : 401;
}
