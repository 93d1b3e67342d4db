import * as oidc from 'openid-client';
import { SocialCodeRejected, SocialProviderUnavailable, type SocialIdentity, type SocialProvider } from './social-provider';

export interface DingTalkSettings {
  clientId: string;
  clientSecret: string;
  /** https://login.dingtalk.com/oauth2/auth, or a path resolved against the redirect URI (the development fake) */
  authorizeEndpoint: string;
  /** https://api.dingtalk.com (read at each call: the fake's address is known once the server listens) */
  apiBase: () => string;
}

const TIMEOUT_SECONDS = 10;

/**
 * DingTalk sign-in (type 20, source dingtalk): its login page is a standard OAuth 2.0 authorization
 * endpoint, so openid-client builds the authorize URL, checks the callback and runs the code grant.
 * DingTalk deviates only at the token endpoint (a JSON body with camelCase names, and a camelCase
 * answer): the hand-written part is `dingTalkTokenDialect`, which translates that one request and
 * its answer; and the user endpoint takes the token in its own header (x-acs-dingtalk-access-token).
 */
export class DingTalkProvider implements SocialProvider {
  constructor(private readonly settings: DingTalkSettings) {}

  authorizeUrl(state: string, redirectUri: string): string {
    // prompt=consent: DingTalk shows who is signing in instead of silently reusing a session
    return oidc.buildAuthorizationUrl(this.configuration(redirectUri), {
      redirect_uri: redirectUri,
      scope: 'openid',
      state,
      prompt: 'consent',
    }).href;
  }

  async exchange(code: string, { state, redirectUri }: { state: string; redirectUri: string }): Promise<SocialIdentity> {
    const config = this.configuration(redirectUri);
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, { expectedState: state });
      const me = await oidc.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(`${this.settings.apiBase()}/v1.0/contact/users/me`),
        'GET',
        undefined,
        new Headers({ 'x-acs-dingtalk-access-token': tokens.access_token, accept: 'application/json' }),
      );
      const body = (await me.json().catch(() => null)) as {
        openId?: unknown;
        unionId?: unknown;
        nick?: unknown;
        avatarUrl?: unknown;
      } | null;
      if (!me.ok || typeof body?.openId !== 'string' || !body.openId)
        throw new SocialProviderUnavailable(`DingTalk users/me answered ${me.status}`);
      return { openid: body.openId, nickname: text(body.nick), avatar: text(body.avatarUrl) };
    } catch (err) {
      if (err instanceof SocialProviderUnavailable) throw err;
      if (err instanceof oidc.ResponseBodyError) throw new SocialCodeRejected(err.error_description ?? err.error);
      throw new SocialProviderUnavailable(err instanceof Error ? err.message : String(err));
    }
  }

  private configuration(redirectUri: string): oidc.Configuration {
    const authorize = new URL(this.settings.authorizeEndpoint, redirectUri);
    const tokenEndpoint = `${this.settings.apiBase()}/v1.0/oauth2/userAccessToken`;
    const config = new oidc.Configuration(
      { issuer: authorize.origin, authorization_endpoint: authorize.href, token_endpoint: tokenEndpoint },
      this.settings.clientId,
      undefined,
      oidc.ClientSecretPost(this.settings.clientSecret),
    );
    config[oidc.customFetch] = dingTalkTokenDialect(tokenEndpoint);
    config.timeout = TIMEOUT_SECONDS;
    // the development fake answers on plain HTTP (loopback); DingTalk itself is HTTPS only
    if (!tokenEndpoint.startsWith('https:')) oidc.allowInsecureRequests(config);
    return config;
  }
}

/** The standard form-encoded code grant, sent as DingTalk's JSON request; its JSON answer, read back as the standard one. */
function dingTalkTokenDialect(tokenEndpoint: string): oidc.CustomFetch {
  return async (url, options) => {
    if (url !== tokenEndpoint) return fetch(url, options as RequestInit);
    const form = new URLSearchParams(options.body instanceof URLSearchParams || typeof options.body === 'string' ? options.body : '');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        clientId: form.get('client_id'),
        clientSecret: form.get('client_secret'),
        code: form.get('code'),
        grantType: 'authorization_code',
      }),
      signal: options.signal,
      redirect: 'manual',
    });
    const body = (await response.json().catch(() => null)) as {
      accessToken?: unknown;
      refreshToken?: unknown;
      expireIn?: unknown;
      code?: unknown;
      message?: unknown;
    } | null;
    if (response.ok && typeof body?.accessToken === 'string') {
      return Response.json({
        access_token: body.accessToken,
        token_type: 'bearer',
        expires_in: body.expireIn,
        refresh_token: body.refreshToken,
      });
    }
    // DingTalk refuses a bad code with 400 {code: 'invalidAuthCode', message}: the standard invalid_grant
    if (response.status >= 400 && response.status < 500 && typeof body?.code === 'string') {
      return Response.json({ error: 'invalid_grant', error_description: `${body.code}: ${String(body.message ?? '')}` }, { status: 400 });
    }
    throw new SocialProviderUnavailable(`DingTalk userAccessToken answered ${response.status}`);
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}
