import type { ModuleMigration } from '@dha/server-core';
import { AuthHashedTokens202611251010 } from './infrastructure/migrations/hashed-tokens.migration';
import { AuthLoginKey202611251200 } from './infrastructure/migrations/login-key.migration';
import { AuthOAuth2202611251300 } from './infrastructure/migrations/oauth2.migration';
import { AuthOAuth2ClientUpstreamFields202611281310 } from './infrastructure/migrations/oauth2-client-upstream-fields.migration';
import { AuthOwnTables202611281000 } from './infrastructure/migrations/own-tables.migration';
import { AuthSocialBinding202611251310 } from './infrastructure/migrations/social-binding.migration';
import { OAuth2Approval, OAuth2Client, OAuth2Code } from './oauth2/domain/oauth2.entity';
import { AccessToken, RefreshToken } from './session/domain/tokens.entity';
import { LoginKey } from './sign-in/domain/login-key.entity';
import { SocialBinding } from './social/domain/social-binding.entity';

export * from './auth.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const authEntities: Function[] = [RefreshToken, AccessToken, LoginKey, OAuth2Client, OAuth2Approval, OAuth2Code, SocialBinding];

/**
 * This module's migrations, in order, after the system module's (the tables of sessions were made by
 * migrations of the module before its split, now the system module's: they keep their names).
 */
export const authMigrations: ModuleMigration[] = [
  { name: 'auth_202611251010_hashed_tokens', class: AuthHashedTokens202611251010 },
  { name: 'auth_202611251200_login_key', class: AuthLoginKey202611251200 },
  { name: 'auth_202611251300_oauth2', class: AuthOAuth2202611251300 },
  { name: 'auth_202611251310_social_binding', class: AuthSocialBinding202611251310 },
  { name: 'auth_202611281000_own_tables', class: AuthOwnTables202611281000 },
  { name: 'auth_202611281310_oauth2_client_upstream_fields', class: AuthOAuth2ClientUpstreamFields202611281310 },
];
export { AuthErrors } from './auth.errors';
