import { Button, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../../api/toaster';
import { AuthCard } from '../AuthCard';
import { useDevWechatPending } from '../queries';
import { wechatDevApi } from './wechat-api';

const OUTCOMES: Record<string, string> = { login: '已扫码，网页将登录', bound: '已绑定', ignored: '二维码已失效或已被扫过' };

/**
 * /dev-wechat, development and tests only (the server answers with WECHAT_MP_FAKE on): the phone and
 * the user of the fake official account. It scans the QR codes that wait, and, opened by the fake's
 * authorisation URL (redirect_uri and state), agrees to the authorisation as an openid.
 */
export function DevWechatPage() {
  const [params] = useSearchParams();
  const [openid, setOpenid] = useState('oDevWechatUser1');
  const redirect = params.get('redirect_uri');
  const state = params.get('state');
  return (
    <AuthCard subtitle="开发用假微信">
      <FormGroup label="微信用户 openid" labelFor="dev-wechat-openid">
        <InputGroup id="dev-wechat-openid" value={openid} maxLength={64} onChange={(e) => setOpenid(e.target.value.trim())} />
      </FormGroup>
      {redirect && state ? <Authorise openid={openid} redirect={redirect} state={state} /> : <PendingScans openid={openid} />}
      <p>
        <Link to="/login">返回登录</Link>
      </p>
    </AuthCard>
  );
}

function Authorise({ openid, redirect, state }: { openid: string; redirect: string; state: string }) {
  const [busy, setBusy] = useState(false);
  const agree = async () => {
    setBusy(true);
    try {
      const { code } = await wechatDevApi.authorize(openid);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      window.location.assign(back.toString());
    } catch {
      setBusy(false);
    }
  };
  return (
    <>
      <p>网页请求获取你的微信身份，将返回：{redirect}</p>
      <Button intent="success" fill loading={busy} disabled={!openid} text="同意授权" onClick={() => void agree()} />
    </>
  );
}

function PendingScans({ openid }: { openid: string }) {
  const pending = useDevWechatPending();
  const scan = async (qrTicket: string) => {
    try {
      toast.success(OUTCOMES[await wechatDevApi.scan(qrTicket, openid)] ?? '已扫码');
      await pending.refetch();
    } catch {
      // the API client told the user
    }
  };
  if (pending.isPending) return <Spinner size={24} />;
  if (pending.isError) return <NonIdealState icon="disable" title="未开放" description="只在 WECHAT_MP_FAKE 开启的开发环境中可用。" />;
  if (pending.data.length === 0)
    return (
      <NonIdealState
        icon="mobile-phone"
        title="没有等待扫码的二维码"
        description="在登录页打开“微信扫码登录”，或在个人中心绑定微信后，二维码会出现在这里。"
      />
    );
  return (
    <HTMLTable compact striped className="dha-dev-wechat">
      <thead>
        <tr>
          <th>用途</th>
          <th>过期时间</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {pending.data.map((qr) => (
          <tr key={qr.qrTicket}>
            <td>{qr.purpose === 'login' ? '登录' : '绑定'}</td>
            <td>{new Date(qr.expiresAt).toLocaleTimeString('zh-CN')}</td>
            <td>
              <Button small intent="primary" disabled={!openid} text="扫码" onClick={() => void scan(qr.qrTicket)} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
