import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const CONSOLE_BASE = '/dha-center';

/** Serves the built console under /dha-center, with history-mode fallback to index.html. */
export async function serveConsole(app: NestFastifyApplication, dist: string): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`CONSOLE_DIST has no index.html: ${dist}`);
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, { root: dist, prefix: `${CONSOLE_BASE}/`, wildcard: false, index: false });
  const sendIndex = (_req: unknown, reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown }) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  fastify.get(CONSOLE_BASE, sendIndex);
  fastify.get(`${CONSOLE_BASE}/*`, sendIndex);
  fastify.get('/', (_req, reply) => reply.redirect(`${CONSOLE_BASE}/`));
}
