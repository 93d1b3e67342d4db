import { OAUTH2_SECRET_PLACEHOLDER, type OAuth2ClientSaveReq } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { randomBytes } from 'node:crypto';
import { OAuth2Errors } from '../oauth2.errors';
import type { OAuth2Client } from './oauth2.entity';

/** 128 random bits, hex: shown once, kept as its sha256. */
export const newSecret = (): string => randomBytes(16).toString('hex');

export function fieldsOf(input: OAuth2ClientSaveReq): Partial<OAuth2Client> {
  const scopes = [...new Set(input.scopes ?? [])];
  const autoApproveScopes = [...new Set(input.autoApproveScopes ?? [])];
  if (autoApproveScopes.some((s) => !scopes.includes(s))) throw BizError.of(OAuth2Errors.AUTO_APPROVE_SCOPE_OVER);
  return {
    clientId: input.clientId,
    name: input.name,
    logo: input.logo ?? '',
    description: input.description ?? null,
    status: input.status,
    accessTokenValiditySeconds: input.accessTokenValiditySeconds,
    refreshTokenValiditySeconds: input.refreshTokenValiditySeconds,
    redirectUris: [...new Set(input.redirectUris)],
    authorizedGrantTypes: [...new Set(input.authorizedGrantTypes)],
    scopes,
    autoApproveScopes,
    authorities: [...new Set(input.authorities ?? [])],
    resourceIds: [...new Set(input.resourceIds ?? [])],
    additionalInformation: input.additionalInformation || null,
  };
}

/**
 * The secret the administrator chose (the DTO checked its strength), or undefined when none: absent,
 * empty, or the placeholder `get` answers (sent back unchanged by upstream's edit form). On create the
 * placeholder is no choice at all: refused rather than stored as a guessable secret.
 */
export function chosenSecret(input: OAuth2ClientSaveReq, creating: boolean): string | undefined {
  if (!input.secret) return undefined;
  if (input.secret === OAUTH2_SECRET_PLACEHOLDER) {
    if (creating) throw BizError.badRequest('secret 请填写新的客户端密钥，或留空由系统生成');
    return undefined;
  }
  return input.secret;
}
