import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../AuthCard';
import { SOCIAL_PROVIDERS, startSocialSignIn } from './social-api';

/** /social-login: choose DingTalk or WeChat Work (or `?type=` chooses), then off to the provider. */
export function SocialLoginPage() {
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const start = async (type: number) => {
    setLeaving(type);
    setFailed(false);
    try {
      await startSocialSignIn(type, params.get('redirect'));
    } catch {
      setLeaving(null);
      setFailed(true);
    }
  };
  const chosen = Number(params.get('type'));
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !SOCIAL_PROVIDERS.some((p) => p.type === chosen)) return;
    started.current = true;
    void start(chosen);
    // once, for the type in the address
  }, [chosen]);
  return (
    <AuthCard subtitle="社交账号登录">
      {failed && (
        <Callout intent="danger" className="dha-social-error">
          无法前往该平台登录，请稍后再试或使用账号密码登录。
        </Callout>
      )}
      <div className="dha-social-choices">
        {SOCIAL_PROVIDERS.map((p) => (
          <Button
            key={p.type}
            large
            fill
            icon={p.icon}
            text={`使用${p.name}登录`}
            loading={leaving === p.type}
            onClick={() => void start(p.type)}
          />
        ))}
      </div>
      <p>
        <Link to="/login">返回账号密码登录</Link>
      </p>
    </AuthCard>
  );
}
