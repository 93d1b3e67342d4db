import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { CLIENT_HOME } from '../../config/base';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { SmsLoginForm } from './sms/SmsLoginForm';

type Method = 'password' | 'sms';

/** The two ways in, as tabs: 账号登录 (username and password) and 手机登录 (a texted code). */
function SignInTabs({ defaultTarget }: { defaultTarget: string }) {
  const [method, setMethod] = useState<Method>('password');
  return (
    <Tabs id="login-method" selectedTabId={method} onChange={(id) => setMethod(id as Method)} fill className="dha-login-tabs">
      <Tab id="password" title="账号登录" panel={<LoginForm defaultTarget={defaultTarget} onUseSms={() => setMethod('sms')} />} />
      <Tab id="sms" title="手机登录" panel={<SmsLoginForm defaultTarget={defaultTarget} />} />
    </Tabs>
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
