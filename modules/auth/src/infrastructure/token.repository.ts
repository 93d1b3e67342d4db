import { ALL_PERMISSIONS, CommonStatus, RoleCode, type AuthLoginResp } from '@dha/contracts';
import { APP_CONFIG, BizError, OutboxEvent, PreparedStatement, type AppConfig, type LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { randomBytes } from 'node:crypto';
import { AuthErrors } from '../auth.errors';
import {
  AUTH_USER_AGGREGATE,
  AuthEventTypes,
  sessionKeyOf,
  type AuthSessionEndedPayload,
  type AuthUserDisabledPayload,
} from '../contract/auth.events';
import { AccessToken, RefreshToken } from '../domain';
import { AccessCache } from './access.cache';
import { permissionsOfUserSql, rolesOfUserSql } from './access.read-model';

const TOKEN_PATTERN = /^[0-9a-f]{32}$/;
const ENABLED = CommonStatus.ENABLE;
/** The user and the tenant of a token are enabled, and the tenant has not expired (`u`, `t` in the statement). */
const ACTIVE_USER_AND_TENANT = `u.status = ${ENABLED} and t.status = ${ENABLED} and (t.expire_time is null or t.expire_time > now())`;

const newToken = (): string => randomBytes(16).toString('hex');

interface TokenRow {
  access_token: string;
  id: number;
  tenant_id: number;
  username: string;
  nickname: string;
  dept_id: number | null;
  password_change_required: boolean;
  roles: string[];
  permissions: string[];
  expires_at: Date;
  tenant_expire_time: Date | null;
}

/** The logged-in users of many access tokens (every request runs it: prepared once per connection). */
const TOKEN_LOOKUP = new PreparedStatement<TokenRow>(
  'auth_token_lookup',
  `select a.access_token, u.id, u.tenant_id, u.username, u.nickname, u.dept_id, u.password_change_required,
     ${rolesOfUserSql('u.id')} as roles,
     ${permissionsOfUserSql('u.id')} as permissions,
     a.expires_at, t.expire_time as tenant_expire_time
   from system_access_token a
   join system_users u on u.id = a.user_id
   join system_tenant t on t.id = a.tenant_id
   where a.access_token = any($1::varchar[]) and a.expires_at > now()
     and ${ACTIVE_USER_AND_TENANT}`,
);

/**
 * The outbox event of a revoked access token: its live sockets are dropped. Written in the
 * transaction of the revocation, so they are dropped if and only if it committed.
 */
function sessionEndedEvent(userId: number, accessToken: string): OutboxEvent {
  const payload: AuthSessionEndedPayload = { userId, sessionKey: sessionKeyOf(accessToken) };
  return OutboxEvent.of({ type: AuthEventTypes.SESSION_ENDED, aggregateType: AUTH_USER_AGGREGATE, aggregateId: userId, payload });
}

/** The outbox event of a disabled (or deleted) user: every live socket of theirs is dropped. */
function userDisabledEvent(userId: number): OutboxEvent {
  const payload: AuthUserDisabledPayload = { userId };
  return OutboxEvent.of({ type: AuthEventTypes.USER_DISABLED, aggregateType: AUTH_USER_AGGREGATE, aggregateId: userId, payload });
}

/** Most access tokens one lookup statement resolves. */
const MAX_TOKENS_PER_LOOKUP = 500;

/**
 * The refresh and access tokens (`system_refresh_token`, `system_access_token`): issued, refreshed
 * and revoked here, with the session-ended events of every revocation.
 *
 * Opaque, revocable tokens: every request looks its access token up (one indexed query joined with
 * the user's and tenant's status), so logout, a password change or disabling a user or tenant
 * take effect on the very next request.
 *
 * A resolved token is kept in the AccessCache (until it or its tenant expires, at most its TTL):
 * every revocation here tells the cache after it commits, and the writes that change a user's or a
 * tenant's access invalidate it, so revocation still takes effect at the next request. The lookups
 * of the cache misses that arrive in the same turn of the event loop share ONE statement
 * (`access_token = any(…)`, sent at the end of that turn).
 */
@Injectable()
export class TokenRepository {
  private readonly lookups = new DataLoader<string, LoginUser | null>((tokens) => this.resolveMany(tokens), {
    cache: false,
    maxBatchSize: MAX_TOKENS_PER_LOOKUP,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: AccessCache,
  ) {}

  /** A new refresh token and its first access token. */
  async issue(userId: number, tenantId: number, em: EntityManager = this.em): Promise<AuthLoginResp> {
    // housekeeping on the user's own rows (indexed by user): expired sessions go at the next login
    await em.nativeDelete(RefreshToken, { userId, expiresAt: { $lte: new Date() } });
    await em.nativeDelete(AccessToken, { userId, expiresAt: { $lte: new Date() } });
    const refresh = em.create(RefreshToken, {
      refreshToken: newToken(),
      userId,
      tenantId,
      expiresAt: new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
      createTime: new Date(),
    });
    await em.persistAndFlush(refresh);
    return this.issueAccess(refresh, em);
  }

  /** A new access token for a refresh token; the older access tokens of that refresh token are revoked. */
  async refresh(refreshToken: string): Promise<AuthLoginResp> {
    if (!TOKEN_PATTERN.test(refreshToken)) throw BizError.of(AuthErrors.REFRESH_TOKEN_INVALID);
    let endedTokens: string[] = [];
    const issued = await this.em.fork().transactional(async (em) => {
      const rows = await em.getConnection().execute<Array<{ id: number; expired: boolean; active: boolean }>>(
        `select rt.id, rt.expires_at <= now() as expired, (${ACTIVE_USER_AND_TENANT}) as active
         from system_refresh_token rt
         join system_users u on u.id = rt.user_id
         join system_tenant t on t.id = rt.tenant_id
         where rt.refresh_token = ? for update of rt`,
        [refreshToken],
        'all',
        em.getTransactionContext(),
      );
      const row = rows[0];
      if (!row) throw BizError.of(AuthErrors.REFRESH_TOKEN_INVALID);
      if (row.expired) throw BizError.of(AuthErrors.REFRESH_TOKEN_EXPIRED);
      // a disabled user or tenant cannot extend its session
      if (!row.active) throw BizError.of(AuthErrors.REFRESH_TOKEN_INVALID);
      // the older access tokens end here: their live sockets are dropped too (session-ended events)
      const ended = await em.execute<Array<{ access_token: string; user_id: number }>>(
        `delete from system_access_token where refresh_token_id = ? returning access_token, user_id`,
        [row.id],
      );
      em.persist(ended.map((r) => sessionEndedEvent(Number(r.user_id), r.access_token)));
      endedTokens = ended.map((r) => r.access_token);
      const refresh = await em.findOneOrFail(RefreshToken, row.id);
      return this.issueAccess(refresh, em);
    });
    await this.cache.sessionsEnded(endedTokens);
    return issued;
  }

  /**
   * Revokes an access token together with its refresh token (and every access token issued from it),
   * with a session-ended event per access token revoked.
   */
  async revoke(accessToken: string): Promise<void> {
    if (!TOKEN_PATTERN.test(accessToken)) return;
    const revoked = await this.em.fork().transactional(async (em) => {
      const revoked = await em.execute<Array<{ access_token: string; user_id: number }>>(
        `with rt as (
           delete from system_refresh_token where id in (select refresh_token_id from system_access_token where access_token = ?)
           returning id)
         select a.access_token, a.user_id from system_access_token a join rt on rt.id = a.refresh_token_id`,
        [accessToken],
      );
      em.persist(revoked.map((row) => sessionEndedEvent(Number(row.user_id), row.access_token)));
      return revoked.map((row) => row.access_token);
    });
    await this.cache.sessionsEnded([accessToken, ...revoked]);
  }

  /**
   * Ends every session of the user but the one of `keptAccessToken` (a password change), inside the
   * caller's transaction, with a session-ended event per access token revoked. Answers the revoked
   * access tokens: pass them to `AccessCache.sessionsEnded` once the transaction has committed.
   */
  async revokeOtherSessions(em: EntityManager, userId: number, keptAccessToken: string): Promise<string[]> {
    const ended = await em.getConnection().execute<Array<{ access_token: string }>>(
      `with rt as (
         delete from system_refresh_token where user_id = ? and id not in (select refresh_token_id from system_access_token where access_token = ?)
         returning id)
       select a.access_token from system_access_token a join rt on rt.id = a.refresh_token_id`,
      [userId, keptAccessToken],
      'all',
      em.getTransactionContext(),
    );
    em.persist(ended.map((row) => sessionEndedEvent(userId, row.access_token)));
    return ended.map((row) => row.access_token);
  }

  /**
   * Ends every session of these users inside the caller's transaction (a user disabled, deleted or
   * given a new password by an admin). `disabled`: one user-disabled event per user (every socket of
   * theirs drops); else a session-ended event per access token. Answers the revoked access tokens:
   * pass them to `AccessCache.sessionsEnded` once the transaction has committed.
   */
  async revokeAllSessions(em: EntityManager, userIds: readonly number[], disabled: boolean): Promise<string[]> {
    if (!userIds.length) return [];
    const ended = await em.getConnection().execute<Array<{ access_token: string; user_id: number }>>(
      `with rt as (delete from system_refresh_token where user_id = any(?::int[]) returning id)
       select a.access_token, a.user_id from system_access_token a join rt on rt.id = a.refresh_token_id`,
      [`{${userIds.join(',')}}`],
      'all',
      em.getTransactionContext(),
    );
    if (disabled) em.persist(userIds.map((userId) => userDisabledEvent(userId)));
    else em.persist(ended.map((row) => sessionEndedEvent(Number(row.user_id), row.access_token)));
    return ended.map((row) => row.access_token);
  }

  /** When a live access token expires (epoch ms), null when it is unknown or expired. */
  async expiryOf(accessToken: string): Promise<number | null> {
    if (!TOKEN_PATTERN.test(accessToken)) return null;
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ expires_at: Date }>>(`select expires_at from system_access_token where access_token = ? and expires_at > now()`, [
        accessToken,
      ]);
    return row ? new Date(row.expires_at).getTime() : null;
  }

  /** The logged-in user of an access token, or null when it is unknown, expired, or its user or tenant is disabled. */
  async resolve(accessToken: string): Promise<LoginUser | null> {
    if (!TOKEN_PATTERN.test(accessToken)) return null;
    return this.cache.loginUser(accessToken) ?? this.lookups.load(accessToken);
  }

  /** One statement for many tokens (each already matches TOKEN_PATTERN: hex only). */
  private async resolveMany(tokens: readonly string[]): Promise<Array<LoginUser | null>> {
    const generation = this.cache.loadGeneration;
    const rows = await TOKEN_LOOKUP.run(this.em, [[...new Set(tokens)]]);
    const byToken = new Map(rows.map((r) => [r.access_token, r]));
    return tokens.map((accessToken) => {
      const row = byToken.get(accessToken);
      if (!row) return null;
      const permissions = row.roles.includes(RoleCode.SUPER_ADMIN) ? [...row.permissions, ALL_PERMISSIONS] : row.permissions;
      const validUntil = Math.min(
        new Date(row.expires_at).getTime(),
        row.tenant_expire_time ? new Date(row.tenant_expire_time).getTime() : Infinity,
      );
      // each request gets objects of its own (two requests with the same token may share a lookup)
      const user: LoginUser = {
        id: row.id,
        tenantId: row.tenant_id,
        username: row.username,
        nickname: row.nickname,
        deptId: row.dept_id,
        roles: [...row.roles],
        permissions: [...permissions],
        accessToken,
        ...(row.password_change_required ? { passwordChangeRequired: true } : {}),
      };
      this.cache.keepLoginUser(user, validUntil, generation);
      return user;
    });
  }

  private async issueAccess(refresh: RefreshToken, em: EntityManager): Promise<AuthLoginResp> {
    const expiresAt = new Date(Date.now() + this.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
    const access = em.create(AccessToken, {
      accessToken: newToken(),
      refreshTokenId: refresh.id,
      userId: refresh.userId,
      tenantId: refresh.tenantId,
      expiresAt,
      createTime: new Date(),
    });
    await em.persistAndFlush(access);
    return {
      userId: refresh.userId,
      accessToken: access.accessToken,
      refreshToken: refresh.refreshToken,
      expiresTime: expiresAt.getTime(),
    };
  }
}
