import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { AuthCard } from '../AuthCard';
import { finishSignIn } from '../sign-in';
import { SOCIAL_NOT_BOUND, socialApi, socialName } from './social-api';

/** A state is spent by its first use: a second run of the effect (React's strict mode) must not send it again. */
const sent = new Set<string>();

/**
 * /auth-redirect: the provider returns here with the code (DingTalk: authCode) and state. A bound
 * account is signed in; an unbound one goes to /bind with them, to bind it by signing in once.
 */
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const type = Number(params.get('type'));
  const code = params.get('code') ?? params.get('authCode');
  const state = params.get('state');
  const redirect = params.get('redirect');

  useEffect(() => {
    if (!type || !code || !state) {
      setError('登录信息不完整，请重新选择登录方式。');
      return;
    }
    if (sent.has(state)) return;
    sent.add(state);
    socialApi
      .login(type, code, state)
      .then(async (tokens) => navigate(await finishSignIn(tokens, redirect, '/'), { replace: true }))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.code === SOCIAL_NOT_BOUND) {
          const bind = new URLSearchParams({ type: String(type), code, state });
          if (redirect) bind.set('redirect', redirect);
          navigate(`/bind?${bind.toString()}`, { replace: true });
          return;
        }
        setError(err instanceof ApiError ? err.message : '登录失败');
      });
  }, [type, code, state, redirect, navigate]);

  return (
    <AuthCard subtitle={`${socialName(type)}登录`}>
      {error ? (
        <Callout intent="danger" title="登录失败">
          {error} <Link to="/login">返回登录</Link>
        </Callout>
      ) : (
        <Spinner size={32} aria-label="正在登录" />
      )}
    </AuthCard>
  );
}
