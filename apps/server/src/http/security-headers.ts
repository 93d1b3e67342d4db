import type { AppConfig } from '@dha/server-core';
import cors from '@fastify/cors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The methods the API's routes use (no route answers PATCH). */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

/**
 * The request headers a console may send: ours (apps/console/src/api/http.ts) and upstream's
 * yudao-ui-admin-vue3 (config/axios/service.ts: `visit-tenant-id` when a super admin visits a tenant,
 * `X-Api-Encrypt`, and `isEncrypt`, which its login call sets as a header). A preflight asking for
 * any other gets no allow for it, and the browser does not send the request.
 */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'tenant-id',
  'visit-tenant-id',
  'Cache-Control',
  'Pragma',
  'X-Api-Encrypt',
  'isEncrypt',
];

/** HSTS for a year, subdomains included; sent only on requests that arrived over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer (helmet's, worked out once) and CORS for the configured origins.
 * - CSP: scripts only from our origin, no inline script (the console's index.html and Swagger UI
 *   load files); inline *styles* stay allowed: course descriptions and traffic guides are rich text
 *   with sanitised style attributes, and Blueprint/Popper position overlays with style attributes.
 *   Images also from FILE_BASE_URLS (where uploads may be served from). No framing by anyone, except
 *   our own tools (Swagger UI, the queue board), which our own console frames (frame-ancestors 'self',
 *   X-Frame-Options SAMEORIGIN): no other origin frames anything of ours.
 * - HSTS only over HTTPS (request.protocol: X-Forwarded-Proto from a proxy in TRUST_PROXY): sent over
 *   plain HTTP (the single-machine default) it is ignored at best, and would pin a host name to HTTPS.
 */
export async function secureResponses(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fileOrigins = config.FILE_BASE_URLS.map((url) => new URL(url).origin);
  const headersFor = (frameAncestors: string) =>
    helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: [frameAncestors],
        },
      },
      xFrameOptions: { action: frameAncestors === "'self'" ? 'sameorigin' : 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    });
  const securityHeaders = headersFor("'none'");
  const framedToolHeaders = headersFor("'self'");
  const framedTools = framedToolPaths(config);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(framedTools.some((path) => request.url.startsWith(path)) ? framedToolHeaders : securityHeaders);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });

  const allowed = new Set(config.CORS_ORIGINS);
  // same origin only (no CORS_ORIGINS, the default): no answer ever carries CORS headers, so the plugin
  // is not installed at all (it costs every request a callback and an options object); preflights are
  // still refused by name below
  if (allowed.size)
    await app.register(cors, {
      // an allowed origin gets the CORS headers; any other none (the browser then refuses to read)
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
      // the plugin's defaults are GET, HEAD and POST (every edit and delete was blocked) and
      // echoing whatever headers the preflight asks for: name both
      methods: CORS_METHODS,
      allowedHeaders: CORS_ALLOWED_HEADERS,
      exposedHeaders: ['trace-id'],
      maxAge: 600,
    });
  // a preflight from any other origin is refused by name (without this it met a JSON 404); answered
  // here, in the envelope: the preflight route is the CORS plugin's, outside Nest's error handling
  fastify.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (request.method === 'OPTIONS' && origin && request.headers['access-control-request-method'] && !allowed.has(origin)) {
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .send({ code: 403, msg: `跨域请求来源不被允许:${origin}（CORS_ORIGINS）`, data: null });
      return;
    }
    done();
  });
}

/** The pages of our own tools the console shows in a frame (API 文档, 任务队列). */
export const framedToolPaths = (config: AppConfig): string[] => [
  '/swagger-ui',
  `${config.API_PREFIX.replace(/\/$/, '')}/infra/queue-board/`,
];

/**
 * The headers helmet sets for these options. They are the same on every answer, so they are worked
 * out once: @fastify/helmet rebuilt helmet's middleware on every request (about 3% of a small GET).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return headers;
}

/**
 * Whether a Socket.IO handshake may proceed: no Origin (not a browser), our own host, or a
 * configured origin. Browsers do not apply CORS to WebSockets, so the server must check.
 */
export function socketOriginAllowed(config: AppConfig): (request: IncomingMessage) => boolean {
  const allowed = new Set(config.CORS_ORIGINS);
  return (request) => {
    const origin = request.headers.origin;
    if (!origin || allowed.has(origin)) return true;
    try {
      // the host name only: a proxy may pass Host without the public port (nginx `$host`)
      return new URL(origin).hostname === new URL(`http://${request.headers.host ?? ''}`).hostname;
    } catch {
      return false;
    }
  };
}
