import { negotiate } from '@fastify/accept-negotiator';
import type { INestApplicationContext } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { gzipSync } from 'node:zlib';
import {
  AccessCache,
  bearerTokenOf,
  presentedTokenHash,
  tenantHeaderOf,
  type CachedLogin,
  type EncodedAnswer,
  type LoginUser,
} from '@dha/server-core';
import { GetPermissionInfoHandler } from './get-permission-info.handler';
import { GetPermissionInfoQuery } from './get-permission-info.query';
import { serializedPermissionInfo } from './permission-info.json';

/** The route as Nest declares it (PermissionInfoController), after the global prefix. */
const PERMISSION_INFO_PATH = '/system/auth/get-permission-info';
/** Distinct Accept-Encoding values remembered (browsers send a handful; anything may be sent). */
const NEGOTIATIONS_KEPT = 64;

/**
 * GET get-permission-info runs on every console navigation. When the caller's access token is in the
 * access cache (every request but a session's first few), its answer is sent from that cache straight
 * from Fastify: Nest's guard, interceptor and rxjs pipeline cost several times the answer itself. The
 * answer is kept encoded, and gzipped for a client that accepts it (a browser: 11 KB → 2 KB).
 *
 * Everything else goes to the Nest route unchanged (PermissionInfoController, behind the auth module's
 * guard): a token not
 * cached (it is looked up and cached there), no or a malformed token, an OAuth2 client's token, a
 * `tenant-id` header naming another tenant or malformed, a failure. So every refusal, and every rule of
 * the guard, stays the guard's; this path only answers what the guard would let through, with the body
 * the Nest route sends (permission-info.fast-path.spec.ts compares them).
 *
 * The answer is kept on the token's cache entry, so every invalidation that drops the entry (a change
 * of the user's roles, of a role's menus, logout, …) drops the answer with it.
 *
 * Install before `app.init()`: it wraps the route's handler when Nest registers it.
 */
export function servePermissionInfoFromCache(app: INestApplicationContext, fastify: FastifyInstance, apiPrefix: string): void {
  const path = `${apiPrefix}${PERMISSION_INFO_PATH}`;
  fastify.addHook('onRoute', (route) => {
    if (route.url !== path || route.method !== 'GET') return;
    const nestHandler = route.handler;
    const cache = app.get(AccessCache);
    const handler = app.get(GetPermissionInfoHandler);
    const accepts = gzipAccepted();
    const send = (request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply => {
      const vary = reply.getHeader('vary');
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (!accepts(request.headers['accept-encoding'])) return reply.send(answer.identity);
      return reply.header('content-encoding', 'gzip').send(answer.gzip);
    };
    // synchronous when the answer is cached (no promise per request on the hot path)
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const toNest = () => nestHandler.call(this, request, reply);
      const caller = cachedCaller(cache, request);
      if (!caller) return toNest();
      if (caller.login.permissionInfoAnswer) return send(request, reply, caller.login.permissionInfoAnswer);
      return answerOf(cache, handler, caller).then((answer) => (answer ? send(request, reply, answer) : toNest()), toNest);
    } as RouteHandlerMethod;
  });
}

interface CachedCaller {
  hash: string;
  login: CachedLogin;
  user: Readonly<LoginUser>;
}

/** The cached console token of a caller acting in its own tenant; undefined for anything the guard must see. */
function cachedCaller(cache: AccessCache, request: FastifyRequest): CachedCaller | undefined {
  const token = bearerTokenOf(request);
  const hash = token && presentedTokenHash(token);
  if (!hash) return undefined;
  const login = cache.cachedLogin(hash);
  const user = login?.user;
  // an OAuth2 client's token (it carries its grant) goes to the guard
  if (!login || !user || 'oauth2' in user) return undefined;
  const headerTenant = tenantHeaderOf(request.headers['tenant-id']);
  // a malformed header or another tenant: the guard names it
  if (headerTenant !== undefined && headerTenant !== user.tenantId) return undefined;
  return { hash, login, user };
}

/** Builds the caller's answer and keeps it on the token's entry (unless an invalidation overtook the build). */
async function answerOf(
  cache: AccessCache,
  handler: GetPermissionInfoHandler,
  { hash, login, user }: CachedCaller,
): Promise<EncodedAnswer | undefined> {
  const generation = cache.loadGeneration;
  const info = await handler.execute(new GetPermissionInfoQuery(user));
  if (!info) return undefined;
  const identity = Buffer.from(serializedPermissionInfo(info).json);
  const answer = { identity, gzip: gzipSync(identity) };
  cache.keepPermissionInfoAnswer(hash, login, answer, generation);
  return answer;
}
/** Whether an Accept-Encoding header takes gzip (q-values honoured), remembered per distinct header. */
function gzipAccepted(): (header: string | undefined) => boolean {
  const remembered = new Map<string, boolean>();
  return (header) => {
    if (!header) return false;
    let gzip = remembered.get(header);
    if (gzip === undefined) {
      gzip = negotiate(header, ['gzip', 'identity']) === 'gzip';
      if (remembered.size >= NEGOTIATIONS_KEPT) remembered.clear();
      remembered.set(header, gzip);
    }
    return gzip;
  };
}
