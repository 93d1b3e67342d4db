import { Button, Callout, Checkbox, Intent, Spinner } from '@blueprintjs/core';
import { OAuth2Scope, type OAuth2AuthorizeInfoResp } from '@dha/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { loginRedirect } from '../../app/guard';
import { hasToken } from '../../auth/session';
import { AuthCard } from '../auth/AuthCard';
import { oauth2Api, type AuthorizeParams } from './api';

/** What each scope lets the application do, in the user's words. */
const SCOPE_TEXT: Record<string, string> = {
  [OAuth2Scope.USER_READ]: '访问你的个人信息',
  [OAuth2Scope.USER_WRITE]: '修改你的个人信息',
};

/** Sends the browser to the client's redirect URI (a full page load: it is another site). */
const go = (url: string): void => window.location.assign(url);

/**
 * `/sso` (spec §2): the consent page of the OAuth2 authorization server. Reads the client's request
 * from the query; a visitor signs in first and comes back here. Tries auto-approve first (scopes the
 * client may take silently or the user approved before); otherwise shows the client and its scopes
 * as checkboxes (approved ones ticked) with 同意授权 / 拒绝, then follows the URL the server answers.
 */
export default function SsoPage() {
  const location = useLocation();
  const [query] = useSearchParams();
  const params: AuthorizeParams = useMemo(
    () => ({
      responseType: query.get('response_type') ?? '',
      clientId: query.get('client_id') ?? '',
      redirectUri: query.get('redirect_uri') ?? '',
      state: query.get('state') ?? '',
      codeChallenge: query.get('code_challenge') ?? '',
      codeChallengeMethod: query.get('code_challenge_method') ?? '',
    }),
    [query],
  );
  const requested = useMemo(() => (query.get('scope') ?? '').split(/[\s,]+/).filter(Boolean), [query]);
  const [info, setInfo] = useState<OAuth2AuthorizeInfoResp | null>(null);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = hasToken();
  const invalid = !params.clientId || !params.redirectUri || !['code', 'token'].includes(params.responseType);

  useEffect(() => {
    if (!signedIn || invalid) return;
    let cancelled = false;
    void (async () => {
      try {
        const loaded = await oauth2Api.authorizeInfo(params.clientId);
        if (cancelled) return;
        // the scopes asked for (all the client's when none): auto-approve first
        const scopes = requested.length ? requested : loaded.scopes.map((s) => s.key);
        const silent = await oauth2Api.authorize(params, Object.fromEntries(scopes.map((s) => [s, true])), true);
        if (cancelled) return;
        if (silent) return go(silent);
        const approved = new Map(loaded.scopes.map((s) => [s.key, s.value]));
        setChecked(Object.fromEntries(scopes.map((s) => [s, approved.get(s) ?? false])));
        setInfo(loaded);
      } catch (e) {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [signedIn, invalid, params, requested]);

  if (!signedIn) return <Navigate to={loginRedirect(`${location.pathname}${location.search}`)} replace />;

  const answer = async (approve: boolean) => {
    setBusy(true);
    try {
      const decisions = Object.fromEntries(Object.entries(checked).map(([scope, on]) => [scope, approve && on]));
      const url = await oauth2Api.authorize(params, decisions, false);
      if (url) go(url);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <AuthCard subtitle="授权登录">
      {invalid ? (
        <Callout intent={Intent.DANGER} title="授权请求无效">
          缺少 client_id、redirect_uri 或 response_type（code / token）。
        </Callout>
      ) : error ? (
        <Callout intent={Intent.DANGER} title="无法授权">
          {error}
        </Callout>
      ) : !info ? (
        <Spinner size={30} />
      ) : (
        <form
          className="dha-sso-consent"
          onSubmit={(e) => {
            e.preventDefault();
            void answer(true);
          }}
        >
          <p className="dha-sso-client">
            {info.client.logo && <img src={info.client.logo} alt="" width={32} height={32} />}
            <strong>{info.client.name}</strong> 申请使用你的账号
          </p>
          <fieldset>
            <legend>此第三方应用请求获得以下权限：</legend>
            {Object.keys(checked).map((scope) => (
              <Checkbox
                key={scope}
                label={SCOPE_TEXT[scope] ? `${SCOPE_TEXT[scope]}（${scope}）` : scope}
                checked={checked[scope]}
                onChange={(e) => setChecked({ ...checked, [scope]: e.currentTarget.checked })}
              />
            ))}
          </fieldset>
          <div className="dha-auth-links">
            <Button type="submit" intent={Intent.PRIMARY} loading={busy} text="同意授权" />
            <Button type="button" disabled={busy} text="拒绝" onClick={() => void answer(false)} />
          </div>
        </form>
      )}
    </AuthCard>
  );
}
