/** The account a provider vouches for after its authorization code. */
export interface SocialIdentity {
  /** the provider's stable id of the account, as the binding stores it */
  openid: string;
  nickname: string | null;
  avatar: string | null;
}

/**
 * One social sign-in provider (DingTalk, WeChat Work): where to send the browser, and who came back.
 * The real adapters talk HTTP to the provider, or to the development fake (dev-social) standing in for it.
 */
export interface SocialProvider {
  /** the provider's page the browser goes to; it returns to `redirectUri` with `code` (DingTalk: `authCode`) and `state` */
  authorizeUrl(state: string, redirectUri: string): string;
  /** the account behind an authorization code (each code works once, at the provider) */
  exchange(code: string, callback: { state: string; redirectUri: string }): Promise<SocialIdentity>;
}

/** The provider refused the code (unknown, expired, used, not for this app): the user's sign-in fails. */
export class SocialCodeRejected extends Error {}

/** The provider could not be reached or answered something unreadable: try again later. */
export class SocialProviderUnavailable extends Error {}
