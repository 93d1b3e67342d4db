import { OAuth2GrantType } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseScopeDecisions, pkceChallengeOf, withParams } from '../../domain/oauth2-rules';
import type { OAuth2Client } from '../../domain/oauth2.entity';
import { OAuth2ClientRepository, tokenClientOf } from '../../infrastructure/oauth2-client.repository';
import { OAuth2GrantStore } from '../../infrastructure/oauth2-grant.store';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { OAuth2Errors } from '../../oauth2.errors';
import { OAuth2AuthorizeCommand, type AuthorizeRequest } from './oauth2-authorize.command';

/**
 * The authorization endpoint's decision (RFC 6749 §4.1.1–4.1.2, §4.2): the client, its redirect URI
 * (exact match) and the requested scopes are checked before anything is answered, so an unknown
 * client or a foreign redirect URI is an error shown to the user, never a redirect.
 */
@CommandHandler(OAuth2AuthorizeCommand)
export class OAuth2AuthorizeHandler implements ICommandHandler<OAuth2AuthorizeCommand, string | null> {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: OAuth2ClientRepository,
    private readonly grants: OAuth2GrantStore,
    private readonly tokens: TokenRepository,
  ) {}

  async execute({ user, request }: OAuth2AuthorizeCommand): Promise<string | null> {
    const grantType = request.responseType === 'code' ? OAuth2GrantType.AUTHORIZATION_CODE : OAuth2GrantType.IMPLICIT;
    const decisions = parseScopeDecisions(request.scope);
    const requested = [...decisions.approved, ...decisions.denied];
    const client = await this.clients.validate(request.clientId, { grantType, scopes: requested, redirectUri: request.redirectUri });
    const codeChallenge = request.responseType === 'code' ? pkceChallengeOf(request.codeChallenge, request.codeChallengeMethod) : null;
    if (request.responseType === 'code' && client.secretHash === null && !codeChallenge) throw BizError.of(OAuth2Errors.PKCE_REQUIRED);

    let granted: string[];
    if (request.autoApprove) {
      // silently only when every requested scope is auto-approved by the client or already approved by the user
      const approved = new Set([...client.autoApproveScopes, ...(await this.grants.approvedScopes(user.id, client.clientId))]);
      if (!requested.every((s) => approved.has(s))) return null;
      await this.grants.saveDecisions(
        user.id,
        client.clientId,
        requested.filter((s) => client.autoApproveScopes.includes(s)).map((scope) => ({ scope, approved: true })),
      );
      granted = requested;
    } else {
      await this.grants.saveDecisions(user.id, client.clientId, [
        ...decisions.approved.map((scope) => ({ scope, approved: true })),
        ...decisions.denied.map((scope) => ({ scope, approved: false })),
      ]);
      // nothing approved of what was asked: the user said no (asking for no scope at all is a yes)
      if (requested.length && !decisions.approved.length) return this.denied(request);
      granted = decisions.approved;
    }
    return request.responseType === 'code'
      ? this.codeRedirect(user, client, request, granted, codeChallenge)
      : this.tokenRedirect(user, client, request, granted);
  }

  private denied(request: AuthorizeRequest): string {
    return withParams(
      request.redirectUri,
      { error: 'access_denied', error_description: 'User denied access', state: request.state },
      request.responseType === 'token',
    );
  }

  private async codeRedirect(
    user: OAuth2AuthorizeCommand['user'],
    client: OAuth2Client,
    request: AuthorizeRequest,
    scopes: string[],
    codeChallenge: string | null,
  ): Promise<string> {
    const code = await this.grants.issueCode({
      clientId: client.clientId,
      userId: user.id,
      tenantId: user.tenantId,
      scopes,
      redirectUri: request.redirectUri,
      state: request.state ?? null,
      codeChallenge,
    });
    return withParams(request.redirectUri, { code, state: request.state });
  }

  /** The implicit grant: the access token in the fragment, no refresh token (RFC 6749 §4.2.2). */
  private async tokenRedirect(
    user: OAuth2AuthorizeCommand['user'],
    client: OAuth2Client,
    request: AuthorizeRequest,
    scopes: string[],
  ): Promise<string> {
    const session = await this.em
      .fork()
      .transactional((tx) => this.tokens.startSession(tx, user.id, user.tenantId, tokenClientOf(client, scopes)));
    const { accessToken, expiresTime } = session.tokens;
    return withParams(
      request.redirectUri,
      {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: Math.max(0, Math.round((expiresTime - Date.now()) / 1000)),
        scope: scopes.join(' '),
        state: request.state,
      },
      true,
    );
  }
}
