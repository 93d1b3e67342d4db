import type { FastifyInstance } from 'fastify';
import type { FastifyAdapter } from '@nestjs/platform-fastify';

/**
 * Body limits, checked before a byte is parsed: an unauthenticated caller must not be able to make
 * the server read, parse or walk a large or deeply nested body (a 1 MB nested array cost a second of
 * CPU and overflowed the validation pipe's recursion: a 500). A body over its route's limit answers
 * 413 as soon as its Content-Length says so; a JSON body nested deeper than the limit answers 400.
 * Multipart imports keep their own limits (@fastify/multipart, UPLOAD_MAX_BYTES).
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/** The routes that carry rich text (course description, location traffic guide) may send more. */
export const RICH_TEXT_BODY_MAX_BYTES = 1024 * 1024;
const RICH_TEXT_ROUTES = ['/course/course/create', '/course/course/update', '/course/location/create', '/course/location/update'];

/** Arrays and objects inside one another; the deepest real request (a course with its lists) uses 3. */
export const JSON_MAX_DEPTH = 32;

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * The only routes that take a body other than JSON, and the media types each takes. The OAuth2 token
 * endpoint takes the form encoding RFC 6749 §3.2 requires of it, and the authorize call the form its
 * consent page posts (spec §7; it needs the bearer token, which no cross-site form can send). The user
 * import takes the uploaded workbook as multipart/form-data. WeChat posts its signed messages as XML.
 * A new upload route goes here.
 */
export const NON_JSON_ROUTES: Readonly<Record<string, readonly string[]>> = {
  'POST /system/oauth2/token': [FORM],
  'POST /system/oauth2/authorize': [FORM],
  'POST /system/user/import': [MULTIPART],
  'POST /infra/file/upload': [MULTIPART],
  // the own avatar as older upstream consoles upload it (POST, or PUT as upstream maps it too)
  'POST /system/user/profile/update-avatar': [MULTIPART],
  'PUT /system/user/profile/update-avatar': [MULTIPART],
  // Alipay calls back form-encoded (WeChat Pay with JSON)
  'POST /pay/notify/order/:channelId': [FORM],
  'POST /pay/notify/refund/:channelId': [FORM],
  'POST /mp/open/:appId': ['text/xml', 'application/xml'],
};

/** A body refused before parsing; the envelope filter answers it 400 (statusCode, like Fastify's own errors). */
class BodyRefusedError extends Error {
  readonly statusCode = 400;
}

/**
 * Whether the JSON text `body` opens more than `max` arrays/objects inside one another. One pass,
 * no allocation; brackets inside strings do not count.
 */
export function jsonDepthExceeds(body: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Installs the limits on the adapter before Nest registers its routes and parsers: the server-wide
 * body limit is the small JSON one (pass JSON_BODY_MAX_BYTES as the adapter's bodyLimit), the rich
 * text routes get theirs, and application/json is parsed by Fastify's safe parser only after the
 * depth scan.
 */
export function limitBodies(adapter: FastifyAdapter, apiPrefix: string): void {
  const fastify = adapter.getInstance();
  const richText = new Set(RICH_TEXT_ROUTES.map((path) => `${apiPrefix}${path}`));
  fastify.addHook('onRoute', (route) => {
    if (richText.has(route.url)) route.bodyLimit = RICH_TEXT_BODY_MAX_BYTES;
  });
  // answered before its body was read (413 by Content-Length): close the connection rather than read
  // and discard the rest of the body to keep it alive (a flood of 1 MB bodies then costs a connect each)
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Nest's own parsers (urlencoded too, and the prefix its middleware paths use), as app.init() would
  // register them; then its application/json one is replaced by the depth-checking one
  acceptJsonOnly(fastify, apiPrefix);
  adapter.registerParserMiddleware(apiPrefix, false);
  fastify.removeContentTypeParser('application/json');
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_MAX_BYTES }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, JSON_MAX_DEPTH)) {
      done(new BodyRefusedError(`请求体嵌套过深（最多 ${JSON_MAX_DEPTH} 层）`), undefined);
      return;
    }
    // the exact text, for callers that verify a signature over it (WeChat Pay's callbacks)
    (request as { rawBody?: string }).rawBody = body as string;
    parse(request, body as string, done);
  });
}

/**
 * A request that changes state sends JSON (hole 7 of issue 29). A plain HTML form on any site can
 * post `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain` to us without a
 * CORS preflight (the login, forcing the victim's address into the captcha; the registration): such a
 * body is refused before it is read, except where NON_JSON_ROUTES takes it. Answered as upstream
 * answers a body type its route does not take: the envelope's 400 "请求类型不正确" (its console shows
 * the message of any code but 0; 415 is no code of the contract).
 */
function acceptJsonOnly(fastify: FastifyInstance, apiPrefix: string): void {
  const taken = new Map(Object.entries(NON_JSON_ROUTES).map(([route, types]) => [route.replace(' /', ` ${apiPrefix}/`), types]));
  fastify.addHook('onRequest', (request, reply, done) => {
    const type = request.headers['content-type'];
    const url = request.routeOptions.url;
    if (type === undefined || request.method === 'GET' || request.method === 'HEAD' || !url?.startsWith(`${apiPrefix}/`)) return done();
    const media = type.split(';', 1)[0]!.trim().toLowerCase();
    if (media === 'application/json' || taken.get(`${request.method} ${url}`)?.includes(media)) return done();
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .send({ code: 400, msg: `请求类型不正确:不接受 Content-Type ${media || '(空)'}，请以 application/json 发送`, data: null });
  });
}
