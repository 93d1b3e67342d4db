import { Button, Divider } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SOCIAL_PROVIDERS, startSocialSignIn } from './social-api';

/** The login page's other ways in: DingTalk and WeChat Work (each leaves for its provider's page). */
export function SocialLoginButtons() {
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState<number | null>(null);
  const start = async (type: number) => {
    setLeaving(type);
    try {
      await startSocialSignIn(type, params.get('redirect'));
    } catch {
      // the API client told the user (e.g. 社交客户端不存在: this provider is not configured)
      setLeaving(null);
    }
  };
  return (
    <nav className="dha-social-login" aria-label="其他登录方式">
      <Divider />
      <span className="bp6-text-muted">其他登录方式</span>{' '}
      {SOCIAL_PROVIDERS.map((p) => (
        <Button key={p.type} small minimal icon={p.icon} text={p.name} loading={leaving === p.type} onClick={() => void start(p.type)} />
      ))}
    </nav>
  );
}
