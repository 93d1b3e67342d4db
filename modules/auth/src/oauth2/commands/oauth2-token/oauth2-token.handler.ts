import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { CommonStatus, LoginLogType, LoginResult, OAuth2GrantType, type AuthLoginResp, type OAuth2TokenResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { verifyAgainstDummy, verifyPassword } from '@dha/server-core';
import { parseScopeList, pkceVerifierMatches } from '../../domain/oauth2-rules';
import type { OAuth2Client } from '../../domain/oauth2.entity';
import { loginResultOf, SignInLog } from '../../../sign-in/infrastructure/sign-in.log';
import { LoginAttempts } from '../../../sign-in/infrastructure/login-attempts.store';
import { OAuth2ClientRepository, tokenClientOf } from '../../infrastructure/oauth2-client.repository';
import { OAuth2GrantStore } from '../../infrastructure/oauth2-grant.store';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { OAuth2Errors } from '../../oauth2.errors';
import { OAuth2TokenCommand, type TokenRequest } from './oauth2-token.command';

const GRANTS: readonly string[] = [
  OAuth2GrantType.AUTHORIZATION_CODE,
  OAuth2GrantType.PASSWORD,
  OAuth2GrantType.CLIENT_CREDENTIALS,
  OAuth2GrantType.REFRESH_TOKEN,
];

const required = (value: string | undefined, name: string): string => {
  if (!value) throw BizError.badRequest(`${name} 不能为空`);
  return value;
};

const answer = (
  tokens: Pick<AuthLoginResp, 'accessToken' | 'expiresTime'> & { refreshToken?: string },
  scopes: string[],
): OAuth2TokenResp => ({
  access_token: tokens.accessToken,
  ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
  token_type: 'bearer',
  expires_in: Math.max(0, Math.round((tokens.expiresTime - Date.now()) / 1000)),
  scope: scopes.join(' '),
});

/** The token endpoint's grants (RFC 6749 §4.1.3, §4.3, §4.4, §6); `implicit` belongs to the authorize call. */
@CommandHandler(OAuth2TokenCommand)
export class OAuth2TokenHandler implements ICommandHandler<OAuth2TokenCommand, OAuth2TokenResp> {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: OAuth2ClientRepository,
    private readonly grants: OAuth2GrantStore,
    private readonly tokens: TokenRepository,
    private readonly accounts: SystemAccounts,
    private readonly attempts: LoginAttempts,
    private readonly signInLog: SignInLog,
  ) {}

  async execute(command: OAuth2TokenCommand): Promise<OAuth2TokenResp> {
    const grantType = required(command.request.grantType, 'grant_type');
    if (grantType === OAuth2GrantType.IMPLICIT) throw BizError.of(OAuth2Errors.IMPLICIT_AT_TOKEN_ENDPOINT);
    if (!GRANTS.includes(grantType)) throw BizError.badRequest(`grant_type 只能是 ${GRANTS.join('、')}`);
    const scopes = parseScopeList(command.request.scope);
    const client = await this.clients.validate(command.client.clientId, { secret: command.client.secret, grantType, scopes });
    switch (grantType) {
      case OAuth2GrantType.AUTHORIZATION_CODE:
        return this.exchangeCode(client, command.request);
      case OAuth2GrantType.PASSWORD:
        return this.password(client, command, scopes);
      case OAuth2GrantType.CLIENT_CREDENTIALS: {
        await this.accounts.assertTenantUsable(command.tenantId);
        return answer(await this.tokens.issueClientToken(command.tenantId, tokenClientOf(client, scopes)), scopes);
      }
      default: {
        const refreshed = await this.tokens.refreshFor(required(command.request.refreshToken, 'refresh_token'), tokenClientOf(client, []));
        return answer(refreshed.tokens, refreshed.scopes);
      }
    }
  }

  /**
   * One exchange per code: the code is locked, checked and spent in the transaction that starts the
   * session. A spent code presented again ends the session it started (RFC 6749 §4.1.2) and is refused.
   */
  private async exchangeCode(client: OAuth2Client, request: TokenRequest): Promise<OAuth2TokenResp> {
    const codeValue = required(request.code, 'code');
    let replayedFamily: string | null = null;
    const issued = await this.em.fork().transactional(async (em) => {
      const code = await this.grants.lockCode(em, codeValue);
      if (!code) throw BizError.of(OAuth2Errors.CODE_NOT_EXISTS);
      if (code.usedAt) {
        replayedFamily = code.familyId;
        return null;
      }
      if (code.clientId !== client.clientId) throw BizError.of(OAuth2Errors.GRANT_CLIENT_ID_MISMATCH);
      if (code.expired) throw BizError.of(OAuth2Errors.CODE_EXPIRE);
      // RFC 6749 §4.1.3: the same redirect_uri as the authorization request
      if ((request.redirectUri ?? '') !== code.redirectUri) throw BizError.of(OAuth2Errors.GRANT_REDIRECT_URI_MISMATCH);
      if (request.state !== undefined && request.state !== (code.state ?? '')) throw BizError.of(OAuth2Errors.GRANT_STATE_MISMATCH);
      if (code.codeChallenge && !pkceVerifierMatches(request.codeVerifier, code.codeChallenge))
        throw BizError.of(OAuth2Errors.PKCE_VERIFIER_MISMATCH);
      const session = await this.tokens.startSession(em, code.userId, code.tenantId, tokenClientOf(client, code.scopes));
      await this.grants.spendCode(em, code.id, session.familyId);
      return session;
    });
    if (!issued) {
      if (replayedFamily) await this.tokens.endSession(replayedFamily);
      // as the upstream answers a spent code (it deletes codes on use)
      throw BizError.of(OAuth2Errors.CODE_NOT_EXISTS);
    }
    return answer(issued.tokens, issued.scopes);
  }

  /** The resource owner's password (RFC 6749 §4.3), throttled and logged like the console's sign-in. */
  private async password(
    client: OAuth2Client,
    { request, tenantId, ip, userAgent }: OAuth2TokenCommand,
    scopes: string[],
  ): Promise<OAuth2TokenResp> {
    const username = required(request.username, 'username');
    const password = required(request.password, 'password');
    const log = (result: number, reason: string, userId: number | null = null): void =>
      this.signInLog.record({ tenantId, logType: LoginLogType.LOGIN_USERNAME, username, userId, result, reason, ip, userAgent });
    try {
      await this.accounts.assertTenantUsable(tenantId);
      await this.attempts.assertAllowed(tenantId, username, ip);
      const user = await this.accounts.find(tenantId, { username });
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !ok) {
        await this.attempts.recordFailure(tenantId, username, ip);
        throw BizError.of(AuthErrors.LOGIN_BAD_CREDENTIALS);
      }
      if (user.status !== CommonStatus.ENABLE) throw BizError.of(AuthErrors.LOGIN_USER_DISABLED);
      await this.attempts.succeeded(tenantId, username, ip);
      const session = await this.em
        .fork()
        .transactional((tx) => this.tokens.startSession(tx, user.id, tenantId, tokenClientOf(client, scopes)));
      await this.accounts.recordLogin(tenantId, user.id, ip);
      log(LoginResult.SUCCESS, '', user.id);
      return answer(session.tokens, session.scopes);
    } catch (err) {
      log(loginResultOf(err), err instanceof Error ? err.message : String(err));
      throw err;
    }
  }
}
