import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** The user's answer on the consent page (or the page's silent auto-approve attempt). */
export interface AuthorizeRequest {
  responseType: 'code' | 'token';
  clientId: string;
  /** JSON object scope → approved */
  scope?: string;
  redirectUri: string;
  autoApprove: boolean;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
}

/**
 * `POST /system/oauth2/authorize`: answers the URL to send the browser to (code or token, or
 * error=access_denied), or null when auto-approve was asked and the user has not approved every scope yet.
 */
export class OAuth2AuthorizeCommand extends Command<string | null> {
  constructor(
    readonly user: LoginUser,
    readonly request: AuthorizeRequest,
  ) {
    super();
  }
}
