import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const CONSOLE_BASE = '/dha-center';

/** Files under assets/ carry a content hash in their name (or folder): a name never gets new content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated (ETag / Last-Modified). */
const REVALIDATE = 'no-cache';
/** The other files of public/ (favicon): stable names, content that may change with a release. */
const ONE_DAY = 'public, max-age=86400';

function cacheControlFor(dist: string, file: string): string {
  const path = relative(dist, file).split(sep).join('/');
  if (path.startsWith('assets/')) return IMMUTABLE;
  return path.startsWith('index.html') ? REVALIDATE : ONE_DAY;
}

/**
 * Serves the built console under /dha-center with history-mode fallback to index.html. The build
 * writes brotli and gzip siblings of every text file (apps/console/vite.config.ts): they are sent as
 * they are, chosen by Accept-Encoding (br, then gzip, then the file itself; `Vary: Accept-Encoding`).
 */
export async function serveConsole(app: NestFastifyApplication, dist: string): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`CONSOLE_DIST has no index.html: ${dist}`);
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, {
    root: dist,
    prefix: `${CONSOLE_BASE}/`,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false, // set here, per file
    setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(dist, file)),
  });
  const sendIndex = (_req: FastifyRequest, reply: FastifyReply) => reply.sendFile('index.html');
  fastify.get(CONSOLE_BASE, sendIndex);
  fastify.get(`${CONSOLE_BASE}/*`, sendIndex);
  // a hashed file of another build (a tab opened before a deploy): an HTTP 404, not the page in its place
  // (the API's not-found answer is a 200 with code 404 in the body, which a module loader would accept)
  fastify.get(`${CONSOLE_BASE}/assets/*`, (_req, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found'));
  // browsers ask the site root for it whatever the page links
  fastify.get('/favicon.ico', (_req, reply) => reply.sendFile('favicon.ico'));
  fastify.get('/', (_req, reply) => reply.redirect(`${CONSOLE_BASE}/`));
}
