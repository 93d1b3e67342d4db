import { Callout, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { CLIENT_HOME } from '../../config/base';
import { IsWechat } from '../access';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { SmsLoginForm } from './sms/SmsLoginForm';

type Method = 'password' | 'sms';

/** The two ways in, as tabs: 账号登录 (username and password) and 手机登录 (a texted code). */
function SignInTabs({ defaultTarget }: { defaultTarget: string }) {
  const [method, setMethod] = useState<Method>('password');
  return (
    <>
      {/* spec §6 isWechat: inside WeChat's browser, say how sign-in works there */}
      <IsWechat value="wx">
        <Callout intent="primary" icon="chat" className="dha-login-wechat">
          微信内可使用账号密码或手机验证码登录；微信公众号授权登录即将开放。
        </Callout>
      </IsWechat>
      <Tabs id="login-method" selectedTabId={method} onChange={(id) => setMethod(id as Method)} fill className="dha-login-tabs">
        <Tab id="password" title="账号登录" panel={<LoginForm defaultTarget={defaultTarget} onUseSms={() => setMethod('sms')} />} />
        <Tab id="sms" title="手机登录" panel={<SmsLoginForm defaultTarget={defaultTarget} />} />
      </Tabs>
    </>
  );
}

export function LoginPage() {
  return (
    <AuthCard subtitle="账号登录">
      <SignInTabs defaultTarget="/" />
    </AuthCard>
  );
}

/** Visitors' login: the same ways in, then to the course list. */
export function ClientLoginPage() {
  return (
    <AuthCard subtitle="学员登录">
      <SignInTabs defaultTarget={CLIENT_HOME} />
    </AuthCard>
  );
}
