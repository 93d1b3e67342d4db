import { hashToken } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { OAuth2Code } from '../domain/oauth2.entity';
import { APPROVAL_TTL_SECONDS, AUTHORIZATION_CODE_TTL_SECONDS } from '../domain/oauth2-rules';

/** A code as the token exchange finds it, locked for the rest of its transaction. */
export interface LockedCode {
  id: number;
  clientId: string;
  userId: number;
  tenantId: number;
  scopes: string[];
  redirectUri: string;
  state: string | null;
  codeChallenge: string | null;
  expired: boolean;
  usedAt: Date | null;
  familyId: string | null;
}

/** The users' approvals per client and scope (`system_oauth2_approve`) and the authorization codes (`system_oauth2_code`). */
@Injectable()
export class OAuth2GrantStore {
  constructor(private readonly em: EntityManager) {}

  /** The scopes of a client the user approved and whose approval has not expired. */
  async approvedScopes(userId: number, clientId: string): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<Array<{ scope: string }>>(
        `select scope from system_oauth2_approve where user_id = ? and client_id = ? and approved and expires_at > now()`,
        [userId, clientId],
      );
    return rows.map((r) => r.scope);
  }

  /** Records the user's answers (each scope approved or denied), valid for APPROVAL_TTL_SECONDS. */
  async saveDecisions(userId: number, clientId: string, decisions: Array<{ scope: string; approved: boolean }>): Promise<void> {
    if (!decisions.length) return;
    const values = decisions.map(() => `(?, ?, ?, ?, now() + make_interval(secs => ?))`).join(', ');
    await this.em.getConnection().execute(
      `insert into system_oauth2_approve (user_id, client_id, scope, approved, expires_at) values ${values}
       on conflict (user_id, client_id, scope) do update set approved = excluded.approved, expires_at = excluded.expires_at`,
      decisions.flatMap((d) => [userId, clientId, d.scope, d.approved, APPROVAL_TTL_SECONDS]),
    );
  }

  /** A new code (stored as its sha256), valid AUTHORIZATION_CODE_TTL_SECONDS. */
  async issueCode(grant: Omit<LockedCode, 'id' | 'expired' | 'usedAt' | 'familyId'>): Promise<string> {
    const code = randomBytes(16).toString('hex');
    const em = this.em.fork();
    // housekeeping: the user's codes past their use go at the next one
    await em.nativeDelete(OAuth2Code, { userId: grant.userId, expiresAt: { $lte: new Date(Date.now() - 24 * 3600 * 1000) } });
    em.create(OAuth2Code, {
      ...grant,
      codeHash: hashToken(code),
      expiresAt: new Date(Date.now() + AUTHORIZATION_CODE_TTL_SECONDS * 1000),
      usedAt: null,
      familyId: null,
      createTime: new Date(),
    });
    await em.flush();
    return code;
  }

  /** The code (locked until the caller's transaction ends), or null when no code has this value. */
  async lockCode(em: EntityManager, code: string): Promise<LockedCode | null> {
    const [row] = await em.execute<
      Array<{
        id: number;
        client_id: string;
        user_id: number;
        tenant_id: number;
        scopes: string[];
        redirect_uri: string;
        state: string | null;
        code_challenge: string | null;
        expired: boolean;
        used_at: Date | null;
        family_id: string | null;
      }>
    >(
      `select id, client_id, user_id, tenant_id, scopes, redirect_uri, state, code_challenge, expires_at <= now() as expired, used_at, family_id
       from system_oauth2_code where code_hash = ? for update`,
      [hashToken(code)],
    );
    if (!row) return null;
    return {
      id: row.id,
      clientId: row.client_id,
      userId: Number(row.user_id),
      tenantId: Number(row.tenant_id),
      scopes: row.scopes,
      redirectUri: row.redirect_uri,
      state: row.state,
      codeChallenge: row.code_challenge,
      expired: row.expired,
      usedAt: row.used_at,
      familyId: row.family_id,
    };
  }

  /** Marks a code spent by the session it started. */
  async spendCode(em: EntityManager, id: number, familyId: string | null): Promise<void> {
    await em.execute(`update system_oauth2_code set used_at = now(), family_id = ? where id = ?`, [familyId, id]);
  }
}
