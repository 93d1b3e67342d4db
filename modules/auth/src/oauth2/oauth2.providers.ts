import { OAuth2AuthorizeHandler } from './commands/oauth2-authorize/oauth2-authorize.handler';
import { CreateOAuth2ClientHandler } from './commands/create-oauth2-client/create-oauth2-client.handler';
import { DeleteOAuth2ClientHandler } from './commands/delete-oauth2-client/delete-oauth2-client.handler';
import { UpdateOAuth2ClientHandler } from './commands/update-oauth2-client/update-oauth2-client.handler';
import { OAuth2RevokeTokenHandler } from './commands/oauth2-revoke-token/oauth2-revoke-token.handler';
import { OAuth2TokenHandler } from './commands/oauth2-token/oauth2-token.handler';
import { OAuth2ClientController } from './http/oauth2-client.controller';
import { OAuth2Controller } from './http/oauth2.controller';
import { OAuth2ClientRepository } from './infrastructure/oauth2-client.repository';
import { OAuth2GrantStore } from './infrastructure/oauth2-grant.store';
import { OAuth2AuthorizeInfoHandler } from './queries/oauth2-authorize-info/oauth2-authorize-info.handler';
import { OAuth2CheckTokenHandler } from './queries/oauth2-check-token/oauth2-check-token.handler';
import { GetOAuth2ClientHandler } from './queries/get-oauth2-client/get-oauth2-client.handler';
import { OAuth2ClientPageHandler } from './queries/page-oauth2-clients/page-oauth2-clients.handler';
import { OAuth2UserInfoHandler } from './queries/oauth2-user-info/oauth2-user-info.handler';

/** The OAuth2 server: clients, authorize, token, check and revoke. */
export const oauth2Controllers = [OAuth2Controller, OAuth2ClientController];

export const oauth2Providers = [
  OAuth2ClientRepository,
  OAuth2GrantStore,
  OAuth2AuthorizeInfoHandler,
  OAuth2AuthorizeHandler,
  OAuth2TokenHandler,
  OAuth2RevokeTokenHandler,
  OAuth2CheckTokenHandler,
  OAuth2UserInfoHandler,
  CreateOAuth2ClientHandler,
  UpdateOAuth2ClientHandler,
  DeleteOAuth2ClientHandler,
  OAuth2ClientPageHandler,
  GetOAuth2ClientHandler,
];
