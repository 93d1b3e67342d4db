import { Callout, Tab, Tabs } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { lazyPage } from '../../app/lazy-page';
import { CLIENT_HOME } from '../../config/base';
import { IsWechat } from '../access';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { SmsLoginForm } from './sms/SmsLoginForm';
import { SocialLoginButtons } from './social/SocialLoginButtons';
import { returnedFromWechat, wechatTabTitle } from './wechat/wechat-return';

// the WeChat tab (its QR code drawing too) loads only when chosen
const WechatLogin = lazyPage(() => import('./wechat/WechatLogin'), 'WechatLogin');

type Method = 'password' | 'sms' | 'wechat';

/** The two ways in, as tabs: 账号登录 (username and password) and 手机登录 (a texted code). */
function SignInTabs({ defaultTarget }: { defaultTarget: string }) {
  const [method, setMethod] = useState<Method>(() => (returnedFromWechat() ? 'wechat' : 'password'));
  return (
    <>
      {/* spec §6 isWechat: inside WeChat's browser, say how sign-in works there */}
      <IsWechat value="wx">
        <Callout intent="primary" icon="chat" className="dha-login-wechat">
          微信内可使用微信登录（公众号授权），或账号密码、手机验证码登录。
        </Callout>
      </IsWechat>
      <Tabs id="login-method" selectedTabId={method} onChange={(id) => setMethod(id as Method)} fill className="dha-login-tabs">
        <Tab id="password" title="账号登录" panel={<LoginForm defaultTarget={defaultTarget} onUseSms={() => setMethod('sms')} />} />
        <Tab id="sms" title="手机登录" panel={<SmsLoginForm defaultTarget={defaultTarget} />} />
        <Tab
          id="wechat"
          title={wechatTabTitle()}
          panel={
            method === 'wechat' ? (
              <Suspense fallback={null}>
                <WechatLogin defaultTarget={defaultTarget} />
              </Suspense>
            ) : undefined
          }
        />
      </Tabs>
      <SocialLoginButtons />
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
