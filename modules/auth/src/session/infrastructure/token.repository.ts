import { OAUTH2_DEFAULT_CLIENT_ID, type AuthLoginResp } from '@dha/contracts';
import {
  AccessCache,
  APP_CONFIG,
  BizError,
  hashToken,
  OutboxEvent,
  PreparedStatement,
  presentedTokenHash,
  sessionKeyOfHash,
  TOKEN_PATTERN,
  type AppConfig,
  type LoginUser,
} from '@dha/server-core';
import { AssertTenantUsableQuery, GetUserAccessQuery, type UserAccess } from '@dha/system';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import DataLoader from 'dataloader';
import { randomBytes, randomUUID } from 'node:crypto';
import { AuthErrors } from '../../auth.errors';
import { OAuth2Errors } from '../../oauth2/oauth2.errors';
import { AUTH_USER_AGGREGATE, AuthEventTypes, type AuthSessionEndedPayload } from '../../contract/auth.events';
import { AccessToken, RefreshToken } from '../domain/tokens.entity';

const newToken = (): string => randomBytes(16).toString('hex');

interface SessionRow {
  access_token_hash: string;
  user_id: number;
  tenant_id: number;
  expires_at: Date;
  client_id: string;
  scopes: string[];
}

/** What an OAuth2 client's token was granted (absent on the console's own tokens, client `default`). */
export interface OAuth2TokenGrant {
  clientId: string;
  scopes: string[];
}

/** The logged-in user of a token, with its OAuth2 grant when a third-party client holds it. */
export interface TokenUser extends LoginUser {
  oauth2?: OAuth2TokenGrant;
}

/** A session's client and lifetimes: the console's (`default`, the configured TTLs) unless an OAuth2 client's. */
export interface TokenClient {
  clientId: string;
  scopes: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** A new session's tokens, its family (session id) and its scopes. */
export interface IssuedSession {
  tokens: AuthLoginResp;
  familyId: string;
  scopes: string[];
}

/** What `check-token` answers of a live access token. */
export interface CheckedToken {
  userId: number | null;
  tenantId: number;
  clientId: string;
  scopes: string[];
  expiresAt: Date;
}

/**
 * The live sessions of many access tokens (every request runs it: prepared once per connection). A
 * client's own token (client_credentials) has no user and signs nobody in.
 */
const SESSION_LOOKUP = new PreparedStatement<SessionRow>(
  'auth_session_lookup',
  `select access_token_hash, user_id, tenant_id, expires_at, client_id, scopes
   from system_access_token
   where access_token_hash = any($1::varchar[]) and expires_at > now() and user_id is not null`,
);

/**
 * The outbox event of a revoked access token: its live sockets are dropped. Written in the
 * transaction of the revocation, so they are dropped if and only if it committed.
 */
function sessionEndedEvent(userId: number, accessTokenHash: string): OutboxEvent {
  const payload: AuthSessionEndedPayload = { userId, sessionKey: sessionKeyOfHash(accessTokenHash) };
  return OutboxEvent.of({ type: AuthEventTypes.SESSION_ENDED, aggregateType: AUTH_USER_AGGREGATE, aggregateId: userId, payload });
}

/** Most access tokens one lookup statement resolves. */
const MAX_TOKENS_PER_LOOKUP = 500;

/** One token as the caller presented it, with the sha256 the database keeps of it. */
interface PresentedToken {
  token: string;
  hash: string;
}

/** What a refresh found in its transaction. */
type RefreshOutcome = { issued: AuthLoginResp; scopes: string[] } | { replayed: true };

/**
 * The refresh and access tokens (`system_refresh_token`, `system_access_token`): issued, rotated
 * and revoked here, with the session-ended events of every revocation. The database keeps only each
 * token's sha256 (`hashToken`); every lookup goes by it.
 *
 * Sessions: a login starts a family of refresh tokens (`family_id`). Every refresh spends the
 * presented token and answers a successor with the same expiry, so a session ends at its login's
 * REFRESH_TOKEN_TTL at the latest, and an access token never outlives its refresh token. A spent
 * token presented again means a copy is in someone else's hands: the whole family, every refresh and
 * access token of that login, ends. A logout ends its family too.
 *
 * The grace (REFRESH_TOKEN_REUSE_GRACE_SECONDS, default 10): a spent token presented again within it
 * still gets a successor of its own in the same session, because two tabs of one console share the
 * stored token and may refresh at the same moment; signing their user out would be the wrong answer.
 * A thief racing the owner inside those seconds gets a sibling session, which the next replay or a
 * logout ends with the rest of the family.
 *
 * Opaque, revocable tokens: every request looks its access token up (one indexed query joined with
 * the user's and tenant's status), so logout, a password change or disabling a user or tenant
 * take effect on the very next request.
 *
 * A resolved token is kept in the AccessCache (until it or its tenant expires, at most its TTL):
 * every revocation here tells the cache after it commits, and the writes that change a user's or a
 * tenant's access invalidate it, so revocation still takes effect at the next request. The lookups
 * of the cache misses that arrive in the same turn of the event loop share ONE statement
 * (`access_token_hash = any(…)`, sent at the end of that turn).
 */
@Injectable()
export class TokenRepository {
  private readonly lookups = new DataLoader<PresentedToken, TokenUser | null>((tokens) => this.resolveMany(tokens), {
    cache: false,
    maxBatchSize: MAX_TOKENS_PER_LOOKUP,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: AccessCache,
    private readonly queryBus: QueryBus,
  ) {}

  /**
   * A new session of the console (client `default`): its first refresh token and access token, in the
   * caller's transaction when given one, else in a transaction of its own.
   */
  async issue(userId: number, tenantId: number, em?: EntityManager): Promise<AuthLoginResp> {
    const start = (tx: EntityManager) => this.startSession(tx, userId, tenantId, this.consoleClient);
    return (await (em ? start(em) : this.em.fork().transactional(start))).tokens;
  }

  /**
   * A new session of a client for a user (the console's, or an OAuth2 client's with its scopes and
   * lifetimes), answering its family too (an authorization code records the session it started).
   */
  async startSession(em: EntityManager, userId: number, tenantId: number, client: TokenClient): Promise<IssuedSession> {
    // housekeeping on the user's own rows (indexed by user): expired sessions go at the next login
    await em.nativeDelete(RefreshToken, { userId, expiresAt: { $lte: new Date() } });
    await em.nativeDelete(AccessToken, { userId, expiresAt: { $lte: new Date() } });
    const expiresAt = new Date(Date.now() + client.refreshTokenTtlSeconds * 1000);
    const familyId = randomUUID();
    const tokens = await this.issuePair(em, {
      userId,
      tenantId,
      familyId,
      expiresAt,
      clientId: client.clientId,
      scopes: client.scopes,
      accessTtlSeconds: client.accessTokenTtlSeconds,
    });
    return { tokens, familyId, scopes: client.scopes };
  }

  /**
   * A client's own access token (client_credentials): no user, no refresh token handed out (RFC 6749
   * §4.4.3; its session row expires with it). Answers the access token and its expiry (epoch ms).
   */
  async issueClientToken(
    tenantId: number,
    client: TokenClient,
    em: EntityManager = this.em.fork(),
  ): Promise<{ accessToken: string; expiresTime: number }> {
    await em.nativeDelete(RefreshToken, { clientId: client.clientId, userId: null, expiresAt: { $lte: new Date() } });
    const expiresAt = new Date(Date.now() + client.accessTokenTtlSeconds * 1000);
    const { accessToken, expiresTime } = await this.issuePair(em, {
      userId: null,
      tenantId,
      familyId: randomUUID(),
      expiresAt,
      clientId: client.clientId,
      scopes: client.scopes,
      accessTtlSeconds: client.accessTokenTtlSeconds,
    });
    return { accessToken, expiresTime };
  }

  private get consoleClient(): TokenClient {
    return {
      clientId: OAUTH2_DEFAULT_CLIENT_ID,
      scopes: [],
      accessTokenTtlSeconds: this.config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: this.config.REFRESH_TOKEN_TTL_SECONDS,
    };
  }

  /**
   * Rotates a refresh token: the presented one is spent, its access tokens end, and a successor of
   * the same session comes with a new access token. A spent token presented again ends the session
   * (401 REFRESH_TOKEN_REUSED) unless it was spent within the grace (two tabs refreshing at once):
   * then it gets a successor of its own, in the same session. Answers 0 with the new pair.
   */
  async refresh(refreshToken: string): Promise<AuthLoginResp> {
    return (await this.refreshFor(refreshToken, this.consoleClient)).tokens;
  }

  /**
   * The same for a client: the refresh token must be one of its own (a token of another client, the
   * console's included, is refused: 400 刷新令牌的客户端编号不正确); the new access token keeps the
   * session's scopes and lasts the client's access token lifetime.
   */
  async refreshFor(refreshToken: string, client: TokenClient): Promise<{ tokens: AuthLoginResp; scopes: string[] }> {
    if (!TOKEN_PATTERN.test(refreshToken)) throw BizError.of(AuthErrors.REFRESH_TOKEN_INVALID);
    let endedHashes: string[] = [];
    const outcome = await this.em.fork().transactional(async (em): Promise<RefreshOutcome> => {
      const rows = await em.getConnection().execute<
        Array<{
          id: number;
          family_id: string;
          user_id: number;
          tenant_id: number;
          expires_at: Date;
          expired: boolean;
          replayed: boolean;
          client_id: string;
          scopes: string[];
        }>
      >(
        `select rt.id, rt.family_id, rt.user_id, rt.tenant_id, rt.expires_at, rt.expires_at <= now() as expired, rt.client_id, rt.scopes,
           rt.used_at is not null and rt.used_at < now() - make_interval(secs => ?) as replayed
         from system_refresh_token rt
         where rt.refresh_token_hash = ? and rt.user_id is not null for update`,
        [this.config.REFRESH_TOKEN_REUSE_GRACE_SECONDS, hashToken(refreshToken)],
        'all',
        em.getTransactionContext(),
      );
      const row = rows[0];
      if (!row) throw BizError.of(AuthErrors.REFRESH_TOKEN_INVALID);
      if (row.client_id !== client.clientId) throw BizError.of(OAuth2Errors.REFRESH_TOKEN_CLIENT_MISMATCH);
      if (row.replayed) {
        endedHashes = await this.endFamily(em, row.family_id);
        return { replayed: true };
      }
      if (row.expired) throw BizError.of(AuthErrors.REFRESH_TOKEN_EXPIRED);
      // a disabled user or tenant cannot extend its session
      if (!(await this.accessOf(Number(row.user_id), Number(row.tenant_id)))) throw BizError.of(AuthErrors.REFRESH_TOKEN_INVALID);
      // the older access tokens end here: their live sockets are dropped too (session-ended events)
      const ended = await em.execute<Array<{ access_token_hash: string; user_id: number }>>(
        `delete from system_access_token where refresh_token_id = ? returning access_token_hash, user_id`,
        [row.id],
      );
      em.persist(ended.map((r) => sessionEndedEvent(Number(r.user_id), r.access_token_hash)));
      endedHashes = ended.map((r) => r.access_token_hash);
      await em.execute(`update system_refresh_token set used_at = coalesce(used_at, now()) where id = ?`, [row.id]);
      const issued = await this.issuePair(em, {
        userId: Number(row.user_id),
        tenantId: Number(row.tenant_id),
        familyId: row.family_id,
        expiresAt: new Date(row.expires_at),
        clientId: row.client_id,
        scopes: row.scopes,
        accessTtlSeconds: client.accessTokenTtlSeconds,
      });
      return { issued, scopes: row.scopes };
    });
    await this.cache.sessionsEnded(endedHashes);
    if ('replayed' in outcome) throw BizError.of(AuthErrors.REFRESH_TOKEN_REUSED);
    return { tokens: outcome.issued, scopes: outcome.scopes };
  }

  /**
   * Revokes an access token a client holds (`DELETE /system/oauth2/token`): its whole session ends.
   * Answers false when the token is unknown or another client's.
   */
  async revokeClientToken(accessToken: string, clientId: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(accessToken)) return false;
    const hash = hashToken(accessToken);
    const revoked = await this.em.fork().transactional(async (em) => {
      const [row] = await em.execute<Array<{ family_id: string }>>(
        `select rt.family_id from system_access_token a join system_refresh_token rt on rt.id = a.refresh_token_id
         where a.access_token_hash = ? and a.client_id = ?`,
        [hash, clientId],
      );
      return row ? [hash, ...(await this.endFamily(em, row.family_id))] : null;
    });
    if (!revoked) return false;
    await this.cache.sessionsEnded(revoked);
    return true;
  }

  /** Ends one session (the tokens an authorization code started, when the code is presented again). */
  async endSession(familyId: string): Promise<void> {
    const ended = await this.em.fork().transactional((em) => this.endFamily(em, familyId));
    await this.cache.sessionsEnded(ended);
  }

  /**
   * Ends every session of a client inside the caller's transaction (the client disabled, deleted or
   * given a new secret). Answers the revoked access tokens' hashes: pass them to
   * `AccessCache.sessionsEnded` once the transaction has committed.
   */
  async revokeClientSessions(em: EntityManager, clientId: string): Promise<string[]> {
    const ended = await em.execute<Array<{ access_token_hash: string; user_id: number | null }>>(
      `with rt as (delete from system_refresh_token where client_id = ? returning id)
       select a.access_token_hash, a.user_id from system_access_token a join rt on rt.id = a.refresh_token_id`,
      [clientId],
    );
    em.persist(ended.filter((row) => row.user_id !== null).map((row) => sessionEndedEvent(Number(row.user_id), row.access_token_hash)));
    return ended.map((row) => row.access_token_hash);
  }

  /** A live access token as `check-token` shows it: null when unknown, expired, or its user or tenant is disabled. */
  async check(accessToken: string): Promise<CheckedToken | null> {
    if (!TOKEN_PATTERN.test(accessToken)) return null;
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ user_id: number | null; tenant_id: number; client_id: string; scopes: string[]; expires_at: Date }>>(
        `select a.user_id, a.tenant_id, a.client_id, a.scopes, a.expires_at
       from system_access_token a
       where a.access_token_hash = ? and a.expires_at > now()`,
        [hashToken(accessToken)],
      );
    if (!row) return null;
    // a user's token holds while the user and the tenant are enabled; a client's own token, while the tenant is
    const usable =
      row.user_id === null
        ? await this.queryBus.execute(new AssertTenantUsableQuery(Number(row.tenant_id), true)).then(
            () => true,
            () => false,
          )
        : (await this.accessOf(Number(row.user_id), Number(row.tenant_id))) !== null;
    if (!usable) return null;
    return {
      userId: row.user_id === null ? null : Number(row.user_id),
      tenantId: Number(row.tenant_id),
      clientId: row.client_id,
      scopes: row.scopes,
      expiresAt: new Date(row.expires_at),
    };
  }

  /**
   * Revokes the session of an access token (a logout): every refresh token of its family and every
   * access token issued from them, with a session-ended event per access token revoked.
   */
  async revoke(accessToken: string): Promise<void> {
    if (!TOKEN_PATTERN.test(accessToken)) return;
    const hash = hashToken(accessToken);
    const revoked = await this.em.fork().transactional(async (em) => {
      const [row] = await em.execute<Array<{ family_id: string }>>(
        `select rt.family_id from system_access_token a join system_refresh_token rt on rt.id = a.refresh_token_id
         where a.access_token_hash = ?`,
        [hash],
      );
      return row ? this.endFamily(em, row.family_id) : [];
    });
    await this.cache.sessionsEnded([hash, ...revoked]);
  }

  /**
   * Ends every session of the user but the one of `keptAccessToken` (a password change), inside the
   * caller's transaction, with a session-ended event per access token revoked. Answers the revoked
   * access tokens' hashes: pass them to `AccessCache.sessionsEnded` once the transaction has committed.
   */
  async revokeOtherSessions(em: EntityManager, userId: number, keptAccessToken: string): Promise<string[]> {
    const ended = await em.getConnection().execute<Array<{ access_token_hash: string }>>(
      `with rt as (
         delete from system_refresh_token where user_id = ? and family_id is distinct from (
           select r.family_id from system_access_token a join system_refresh_token r on r.id = a.refresh_token_id
           where a.access_token_hash = ?)
         returning id)
       select a.access_token_hash from system_access_token a join rt on rt.id = a.refresh_token_id`,
      [userId, hashToken(keptAccessToken)],
      'all',
      em.getTransactionContext(),
    );
    em.persist(ended.map((row) => sessionEndedEvent(userId, row.access_token_hash)));
    return ended.map((row) => row.access_token_hash);
  }

  /**
   * Ends every session of these users inside the caller's transaction (a password reset, or a user
   * disabled or deleted). `sessionEvents`: a session-ended event per access token (its sockets drop);
   * off when the user's own disabled event already drops every socket of theirs. Answers the revoked
   * access tokens' hashes: pass them to `AccessCache.sessionsEnded` once the transaction has committed.
   */
  async revokeAllSessions(em: EntityManager, userIds: readonly number[], sessionEvents: boolean): Promise<string[]> {
    if (!userIds.length) return [];
    const ended = await em.getConnection().execute<Array<{ access_token_hash: string; user_id: number }>>(
      `with rt as (delete from system_refresh_token where user_id = any(?::int[]) returning id)
       select a.access_token_hash, a.user_id from system_access_token a join rt on rt.id = a.refresh_token_id`,
      [`{${userIds.join(',')}}`],
      'all',
      em.getTransactionContext(),
    );
    if (sessionEvents) em.persist(ended.map((row) => sessionEndedEvent(Number(row.user_id), row.access_token_hash)));
    return ended.map((row) => row.access_token_hash);
  }

  /** When a live access token expires (epoch ms), null when it is unknown or expired. */
  async expiryOf(accessToken: string): Promise<number | null> {
    if (!TOKEN_PATTERN.test(accessToken)) return null;
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ expires_at: Date }>>(
        `select expires_at from system_access_token where access_token_hash = ? and expires_at > now()`,
        [hashToken(accessToken)],
      );
    return row ? new Date(row.expires_at).getTime() : null;
  }

  /**
   * The logged-in user of a console access token (client `default`), or null when it is unknown,
   * expired, its user or tenant is disabled, or a third-party client holds it: the callers of this
   * (sockets, the queue board, other modules) serve the console only.
   */
  async resolve(accessToken: string): Promise<LoginUser | null> {
    const user = await this.resolveAny(accessToken);
    return user && !user.oauth2 ? user : null;
  }

  /** The same for a token of any client: an OAuth2 client's carries its grant (`oauth2`). Only the guard needs it. */
  async resolveAny(accessToken: string): Promise<TokenUser | null> {
    // the one sha256 of the request: the cache and the database both go by it
    const hash = presentedTokenHash(accessToken);
    if (!hash) return null;
    return (this.cache.loginUser(hash, accessToken) as TokenUser | undefined) ?? this.lookups.load({ token: accessToken, hash });
  }

  /**
   * Ends a session inside the caller's transaction: every refresh token of the family and every
   * access token issued from them, with a session-ended event per access token. Answers their hashes.
   */
  private async endFamily(em: EntityManager, familyId: string): Promise<string[]> {
    const ended = await em.execute<Array<{ access_token_hash: string; user_id: number }>>(
      `with rt as (delete from system_refresh_token where family_id = ? returning id)
       select a.access_token_hash, a.user_id from system_access_token a join rt on rt.id = a.refresh_token_id`,
      [familyId],
    );
    em.persist(ended.map((row) => sessionEndedEvent(Number(row.user_id), row.access_token_hash)));
    return ended.map((row) => row.access_token_hash);
  }

  /** The access of a session's user: null when the user or the tenant can no longer sign in. */
  private async accessOf(userId: number, tenantId: number): Promise<UserAccess | null> {
    const access = await this.queryBus.execute<GetUserAccessQuery, UserAccess | null>(new GetUserAccessQuery(userId));
    return access && access.tenantId === tenantId ? access : null;
  }

  /**
   * One statement for many tokens (each already matches TOKEN_PATTERN: hex only), then their users'
   * access from the system module (one statement too, for the calls of one event-loop turn).
   */
  private async resolveMany(tokens: readonly PresentedToken[]): Promise<Array<TokenUser | null>> {
    const generation = this.cache.loadGeneration;
    const rows = await SESSION_LOOKUP.run(this.em, [[...new Set(tokens.map((t) => t.hash))]]);
    const byHash = new Map(rows.map((r) => [r.access_token_hash, r]));
    const userIds = [...new Set(rows.map((r) => Number(r.user_id)))];
    const accesses = await Promise.all(
      userIds.map((id) => this.queryBus.execute<GetUserAccessQuery, UserAccess | null>(new GetUserAccessQuery(id))),
    );
    const accessOf = new Map(userIds.map((id, i) => [id, accesses[i]]));
    return tokens.map(({ token: accessToken, hash }) => {
      const row = byHash.get(hash);
      const access = row && accessOf.get(Number(row.user_id));
      // a session of a user who moved tenants cannot be (tenant ids never change), but never trust it
      if (!row || !access || access.tenantId !== Number(row.tenant_id)) return null;
      const { validUntil, ...caller } = access;
      // each request gets objects of its own (two requests with the same token may share a lookup)
      const user: TokenUser = {
        ...caller,
        roles: [...caller.roles],
        permissions: [...caller.permissions],
        accessToken,
        ...(row.client_id === OAUTH2_DEFAULT_CLIENT_ID ? {} : { oauth2: { clientId: row.client_id, scopes: [...row.scopes] } }),
      };
      this.cache.keepLoginUser(user, hash, Math.min(new Date(row.expires_at).getTime(), validUntil), generation);
      return user;
    });
  }

  /** A refresh token of the session and its first access token, which expires no later than it. */
  private async issuePair(
    em: EntityManager,
    session: {
      userId: number | null;
      tenantId: number;
      familyId: string;
      expiresAt: Date;
      clientId: string;
      scopes: string[];
      accessTtlSeconds: number;
    },
  ): Promise<AuthLoginResp> {
    const { accessTtlSeconds, ...owner } = session;
    const refreshToken = newToken();
    const accessToken = newToken();
    const refresh = em.create(RefreshToken, { ...owner, tokenHash: hashToken(refreshToken), usedAt: null, createTime: new Date() });
    await em.persistAndFlush(refresh);
    const expiresAt = new Date(Math.min(Date.now() + accessTtlSeconds * 1000, session.expiresAt.getTime()));
    em.create(AccessToken, {
      tokenHash: hashToken(accessToken),
      refreshTokenId: refresh.id,
      userId: session.userId,
      tenantId: session.tenantId,
      clientId: session.clientId,
      scopes: session.scopes,
      expiresAt,
      createTime: new Date(),
    });
    await em.flush();
    // a client's own token has no user: the console's wire type says 0 there, never read
    return { userId: session.userId ?? 0, accessToken, refreshToken, expiresTime: expiresAt.getTime() };
  }
}
