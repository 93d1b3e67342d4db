import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { AuthLoginResp, WechatQrCodeVO } from '@dha/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { IsWechat } from '../../access';
import { finishSignIn } from '../sign-in';
import { QrCanvas } from './QrCanvas';
import { useTicketPoll } from './use-ticket-poll';
import { WechatBindForm } from './WechatBindForm';
import { WECHAT_NOT_BOUND, WECHAT_QR_EXPIRED, WECHAT_QR_USED, wechatApi } from './wechat-api';
import './wechat.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'waiting' }
  | { kind: 'expired' }
  | { kind: 'unbound'; ticket: string }
  | { kind: 'failed'; message: string };

/** Signs the session in and goes where the login page would. */
function useFinish(defaultTarget: string): (tokens: AuthLoginResp) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (tokens) => navigate(await finishSignIn(tokens, params.get('redirect'), defaultTarget), { replace: true });
}

/**
 * The login page's WeChat tab (spec §6 isWechat): outside WeChat a QR code of the official account to
 * scan; inside WeChat's browser the account's own authorisation. An account bound to nobody is
 * bound by a password sign-in.
 */
export function WechatLogin({ defaultTarget }: { defaultTarget: string }) {
  return (
    <>
      <IsWechat value="pc">
        <WechatQrLogin defaultTarget={defaultTarget} />
      </IsWechat>
      <IsWechat value="wx">
        <WechatBrowserLogin defaultTarget={defaultTarget} />
      </IsWechat>
    </>
  );
}

/** A sign-in QR code, polled every two seconds until a phone scans it or it expires. */
function WechatQrLogin({ defaultTarget }: { defaultTarget: string }) {
  const finish = useFinish(defaultTarget);
  const [qr, setQr] = useState<WechatQrCodeVO | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      setQr(await wechatApi.loginQrCode());
      setPhase({ kind: 'waiting' });
    } catch (err) {
      setPhase({ kind: 'failed', message: err instanceof Error ? err.message : '二维码获取失败' });
    }
  }, []);
  useEffect(() => void load(), [load]);

  // the code's own lifetime: shown as expired without asking the server
  useEffect(() => {
    if (!qr || phase.kind !== 'waiting') return;
    const timer = setTimeout(() => setPhase({ kind: 'expired' }), qr.expireSeconds * 1000);
    return () => clearTimeout(timer);
  }, [qr, phase.kind]);

  useTicketPoll(
    qr?.ticket ?? null,
    phase.kind === 'waiting',
    wechatApi.pollLogin,
    (tokens) => void finish(tokens),
    (code, message) => {
      if (code === WECHAT_NOT_BOUND && qr) setPhase({ kind: 'unbound', ticket: qr.ticket });
      else if (code === WECHAT_QR_EXPIRED || code === WECHAT_QR_USED) setPhase({ kind: 'expired' });
      else setPhase({ kind: 'failed', message });
    },
  );

  if (phase.kind === 'unbound') return <WechatBindForm ticket={phase.ticket} defaultTarget={defaultTarget} />;
  return (
    <div className="dha-wechat-login">
      {phase.kind === 'loading' && <Spinner size={32} />}
      {phase.kind === 'waiting' && qr && (
        <>
          <QrCanvas text={qr.url} label="微信扫码登录二维码" />
          <p className="dha-wechat-hint">请使用微信扫描二维码登录（关注公众号后自动登录）</p>
        </>
      )}
      {(phase.kind === 'expired' || phase.kind === 'failed') && (
        <NonIdealState
          icon={phase.kind === 'expired' ? 'time' : 'error'}
          title={phase.kind === 'expired' ? '二维码已过期' : '二维码获取失败'}
          description={phase.kind === 'failed' ? phase.message : undefined}
          action={<Button icon="refresh" text="刷新二维码" onClick={() => void load()} />}
        />
      )}
    </div>
  );
}

/** States already sent to the server: each is single use, so a re-render never sends one twice. */
const spentStates = new Set<string>();

/**
 * Inside WeChat's browser: 微信登录 goes to the account's authorisation (getAuthUrl), which returns to
 * this page with code and state; those sign in (loginByWxCode).
 */
function WechatBrowserLogin({ defaultTarget }: { defaultTarget: string }) {
  const finish = useFinish(defaultTarget);
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unbound, setUnbound] = useState<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (!code || !state || spentStates.has(state)) return;
    spentStates.add(state);
    setBusy(true);
    // the code is spent now: off the address, so a reload does not send it again
    setParams(
      (p) => {
        p.delete('code');
        p.delete('state');
        return p;
      },
      { replace: true },
    );
    wechatApi
      .loginByCode(code, state)
      .then(finish)
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.code === WECHAT_NOT_BOUND) setUnbound(state);
        else setError(err instanceof Error ? err.message : '微信登录失败');
      })
      .finally(() => setBusy(false));
  }, [code, state, finish, setParams]);

  const authorise = async () => {
    setBusy(true);
    setError(null);
    try {
      const back = new URL(window.location.href);
      back.searchParams.delete('code');
      back.searchParams.delete('state');
      window.location.assign(await wechatApi.authUrl(back.toString()));
    } catch (err) {
      setError(err instanceof Error ? err.message : '微信登录失败');
      setBusy(false);
    }
  };

  if (unbound) return <WechatBindForm ticket={unbound} defaultTarget={defaultTarget} />;
  return (
    <div className="dha-wechat-login">
      <p className="dha-wechat-hint">使用当前微信账号登录（需已绑定系统账号）</p>
      {error && (
        <div className="dha-form-error" role="alert">
          {error}
        </div>
      )}
      <Button intent="success" icon="chat" large fill loading={busy} text="微信登录" onClick={() => void authorise()} />
    </div>
  );
}
