import { CommonStatus, OAUTH2_DEFAULT_CLIENT_ID, OAUTH2_SECRET_PLACEHOLDER, type OAuth2ClientVO, type PageResult } from '@dha/contracts';
import { BizError, pageOf, hashToken } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OAuth2Client } from '../domain/oauth2.entity';
import { sameDigest } from '../domain/oauth2-rules';
import { OAuth2Errors } from '../oauth2.errors';
import type { TokenClient } from '../../session/infrastructure/token.repository';

/** What a caller asks of a client before it gets anything (the upstream's `validOAuthClientFromCache`). */
export interface ClientCheck {
  /** the presented secret; undefined: not checked (the authorize call, where the user is the caller) */
  secret?: string | null;
  grantType?: string;
  scopes?: readonly string[];
  redirectUri?: string;
}

export interface ClientFilter {
  name?: string;
  status?: number;
  pageNo: number;
  pageSize: number;
}

export const toClientVO = (c: OAuth2Client): OAuth2ClientVO => ({
  id: c.id,
  clientId: c.clientId,
  secret: OAUTH2_SECRET_PLACEHOLDER,
  hasSecret: c.secretHash !== null,
  name: c.name,
  logo: c.logo,
  description: c.description,
  status: c.status,
  accessTokenValiditySeconds: c.accessTokenValiditySeconds,
  refreshTokenValiditySeconds: c.refreshTokenValiditySeconds,
  redirectUris: c.redirectUris,
  authorizedGrantTypes: c.authorizedGrantTypes,
  scopes: c.scopes,
  autoApproveScopes: c.autoApproveScopes,
  authorities: c.authorities,
  resourceIds: c.resourceIds,
  additionalInformation: c.additionalInformation,
  createTime: c.createTime.getTime(),
});

/** A client's token lifetimes and the scopes of one grant. */
export const tokenClientOf = (c: OAuth2Client, scopes: string[]): TokenClient => ({
  clientId: c.clientId,
  scopes,
  accessTokenTtlSeconds: c.accessTokenValiditySeconds,
  refreshTokenTtlSeconds: c.refreshTokenValiditySeconds,
});

/** The OAuth2 clients (`system_oauth2_client`). */
@Injectable()
export class OAuth2ClientRepository {
  constructor(private readonly em: EntityManager) {}

  find(clientId: string, em: EntityManager = this.em.fork()): Promise<OAuth2Client | null> {
    return em.findOne(OAuth2Client, { clientId });
  }

  async get(id: number, em: EntityManager = this.em.fork()): Promise<OAuth2Client> {
    const client = await em.findOne(OAuth2Client, { id });
    if (!client) throw BizError.of(OAuth2Errors.CLIENT_NOT_EXISTS);
    return client;
  }

  /** A client id is unique, and `default` is the console's own. */
  async assertClientIdFree(em: EntityManager, clientId: string, exceptId?: number): Promise<void> {
    if (clientId === OAUTH2_DEFAULT_CLIENT_ID) throw BizError.of(OAuth2Errors.CLIENT_EXISTS);
    const other = await em.findOne(OAuth2Client, { clientId }, { fields: ['id'] });
    if (other && other.id !== exceptId) throw BizError.of(OAuth2Errors.CLIENT_EXISTS);
  }

  async page(filter: ClientFilter): Promise<PageResult<OAuth2ClientVO>> {
    const where: Record<string, unknown> = {};
    if (filter.name) where.name = { $ilike: `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
    if (filter.status !== undefined) where.status = filter.status;
    const [rows, total] = await this.em.fork().findAndCount(OAuth2Client, where, {
      orderBy: { id: 'desc' },
      limit: filter.pageSize,
      offset: (filter.pageNo - 1) * filter.pageSize,
    });
    return pageOf(rows.map(toClientVO), total);
  }

  /**
   * The client, checked as the upstream does, in order: it exists and is enabled, the secret matches
   * (when asked), the grant type is allowed, the scopes are within its own, the redirect URI is one
   * of its own exactly.
   */
  async validate(clientId: string, check: ClientCheck = {}): Promise<OAuth2Client> {
    const client = await this.find(clientId);
    if (!client) throw BizError.of(OAuth2Errors.CLIENT_NOT_EXISTS);
    if (client.status !== CommonStatus.ENABLE) throw BizError.of(OAuth2Errors.CLIENT_DISABLE);
    if (check.secret !== undefined && !secretMatches(client, check.secret))
      throw new BizError(OAuth2Errors.CLIENT_CLIENT_SECRET_ERROR, check.secret ? '******' : '(空)');
    if (check.grantType !== undefined && !client.authorizedGrantTypes.includes(check.grantType))
      throw BizError.of(OAuth2Errors.CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS);
    if (check.scopes && check.scopes.some((s) => !client.scopes.includes(s))) throw BizError.of(OAuth2Errors.CLIENT_SCOPE_OVER);
    if (check.redirectUri !== undefined && !client.redirectUris.includes(check.redirectUri))
      throw new BizError(OAuth2Errors.CLIENT_REDIRECT_URI_NOT_MATCH, check.redirectUri);
    return client;
  }
}

/** A client without a secret (public) matches no secret; one with a secret only its own. */
function secretMatches(client: OAuth2Client, secret: string | null): boolean {
  if (client.secretHash === null) return !secret;
  return !!secret && sameDigest(hashToken(secret), client.secretHash);
}
