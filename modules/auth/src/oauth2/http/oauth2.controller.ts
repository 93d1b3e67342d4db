import {
  OAuth2Scope,
  type OAuth2AuthorizeInfoResp,
  type OAuth2CheckTokenResp,
  type OAuth2TokenResp,
  type OAuth2UserInfoResp,
} from '@dha/contracts';
import { BizError, CurrentUser, Public, UnwrappedBody, type LoginUser, TenantIgnore } from '@dha/server-core';
import { Body, Controller, Delete, Get, Headers, Post, Put, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { OAuth2AuthorizeCommand } from '../commands/oauth2-authorize/oauth2-authorize.command';
import { OAuth2RevokeTokenCommand } from '../commands/oauth2-revoke-token/oauth2-revoke-token.command';
import { OAuth2TokenCommand } from '../commands/oauth2-token/oauth2-token.command';
import { UpdateMyProfileCommand } from '@dha/system';
import { OAuth2Errors } from '../oauth2.errors';
import { OAuth2AuthorizeInfoQuery } from '../queries/oauth2-authorize-info/oauth2-authorize-info.query';
import { OAuth2CheckTokenQuery } from '../queries/oauth2-check-token/oauth2-check-token.query';
import { OAuth2UserInfoQuery } from '../queries/oauth2-user-info/oauth2-user-info.query';
import { OAuth2AuthorizeDto, OAuth2AuthorizeInfoDto, OAuth2TokenDto, OAuth2TokenParamDto, OAuth2UserUpdateDto } from './oauth2.dto';
import { RequireOAuth2Scope } from './oauth2-scope';
import { OAuth2TokenErrorFilter, wantsRfcAnswer } from './oauth2-token-answer';
import { ClientIp, CurrentTenant } from '@dha/server-core';

type ClientCredentials = { clientId: string; secret: string | null };

/**
 * The client of a token-endpoint call: HTTP Basic (RFC 6749 §2.3.1, id and secret form-encoded), else
 * the `client_id`/`client_secret` parameters (a public client sends only its id). None: 400.
 */
export function clientOf(authorization: string | undefined, params: { client_id?: string; client_secret?: string }): ClientCredentials {
  const basic = /^basic\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      const unescape = (v: string): string => {
        try {
          return decodeURIComponent(v.replace(/\+/g, ' '));
        } catch {
          return v;
        }
      };
      return { clientId: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)) || null };
    }
  }
  if (params.client_id) return { clientId: params.client_id, secret: params.client_secret || null };
  throw BizError.of(OAuth2Errors.CLIENT_CREDENTIALS_MISSING);
}

/** The query and the form body as one set of parameters (a body value wins; DTO fields left out are undefined, not absent). */
function merged<T extends object>(query: T, body: T | undefined): T {
  const defined = (o: object | undefined) => Object.entries(o ?? {}).filter(([, v]) => v !== undefined);
  return Object.fromEntries([...defined(query), ...defined(body)]) as T;
}

const required = (value: string | undefined, name: string): string => {
  if (!value) throw BizError.badRequest(`${name} 不能为空`);
  return value;
};

/** The OAuth2 authorization server's open API, `/system/oauth2/*` (the upstream's OAuth2OpenController). */
@Controller('system/oauth2')
export class OAuth2Controller {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** The consent page's client and scopes (the signed-in console user). */
  @Get('authorize')
  info(@CurrentUser() user: LoginUser, @Query() { clientId }: OAuth2AuthorizeInfoDto): Promise<OAuth2AuthorizeInfoResp> {
    return this.queryBus.execute(new OAuth2AuthorizeInfoQuery(user.id, clientId));
  }

  /** The user's answer: the URL to send the browser to, or null (auto-approve not possible yet). */
  @Post('authorize')
  authorize(@CurrentUser() user: LoginUser, @Query() query: OAuth2AuthorizeDto, @Body() body: OAuth2AuthorizeDto): Promise<string | null> {
    const p = merged(query, body);
    return this.commandBus.execute(
      new OAuth2AuthorizeCommand(user, {
        responseType: required(p.response_type, 'response_type') as 'code' | 'token',
        clientId: required(p.client_id, 'client_id'),
        scope: p.scope,
        redirectUri: required(p.redirect_uri, 'redirect_uri'),
        autoApprove: p.auto_approve === true,
        state: p.state,
        codeChallenge: p.code_challenge,
        codeChallengeMethod: p.code_challenge_method,
      }),
    );
  }

  /** See oauth2-token-answer.ts for the two answer shapes (envelope, or RFC 6749 for form requests). */
  @Public()
  // an RFC 6749 client sends no tenant-id (without one: the default tenant, as before tenant mode)
  @TenantIgnore()
  @Post('token')
  @UseGuards(ThrottlerGuard)
  @Throttle({ auth: { generateKey: (_ctx, tracker, name) => `${name}:${tracker}` } })
  @UseFilters(OAuth2TokenErrorFilter)
  async token(
    @Headers('authorization') authorization: string | undefined,
    @Headers('content-type') contentType: string | undefined,
    @Headers('user-agent') userAgent: string | undefined,
    @CurrentTenant() tenantId: number,
    @ClientIp() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: OAuth2TokenDto,
    @Body() body: OAuth2TokenDto,
  ): Promise<OAuth2TokenResp | UnwrappedBody> {
    const p = merged(query, body);
    const tokens: OAuth2TokenResp = await this.commandBus.execute(
      new OAuth2TokenCommand(
        clientOf(authorization, p),
        {
          grantType: p.grant_type,
          code: p.code,
          redirectUri: p.redirect_uri,
          state: p.state,
          username: p.username,
          password: p.password,
          scope: p.scope,
          refreshToken: p.refresh_token,
          codeVerifier: p.code_verifier,
        },
        tenantId,
        ip,
        (userAgent ?? '').slice(0, 512),
      ),
    );
    // RFC 6749 §5.1: tokens are never cached
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return wantsRfcAnswer(contentType) ? new UnwrappedBody(tokens) : tokens;
  }

  @Public()
  @TenantIgnore()
  @Delete('token')
  revoke(@Headers('authorization') authorization: string | undefined, @Query() q: OAuth2TokenParamDto): Promise<boolean> {
    return this.commandBus.execute(new OAuth2RevokeTokenCommand(clientOf(authorization, q), q.token));
  }

  @Public()
  @TenantIgnore()
  @Post('check-token')
  check(@Headers('authorization') authorization: string | undefined, @Query() q: OAuth2TokenParamDto): Promise<OAuth2CheckTokenResp> {
    return this.queryBus.execute(new OAuth2CheckTokenQuery(clientOf(authorization, q), q.token));
  }

  @Get('user/get')
  @RequireOAuth2Scope(OAuth2Scope.USER_READ)
  userGet(@CurrentUser() user: LoginUser): Promise<OAuth2UserInfoResp> {
    return this.queryBus.execute(new OAuth2UserInfoQuery(user.id));
  }

  @Put('user/update')
  @RequireOAuth2Scope(OAuth2Scope.USER_WRITE)
  userUpdate(@CurrentUser() user: LoginUser, @Body() body: OAuth2UserUpdateDto): Promise<boolean> {
    return this.commandBus.execute(new UpdateMyProfileCommand(user.id, body));
  }
}
