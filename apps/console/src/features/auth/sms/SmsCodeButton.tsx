import { Button } from '@blueprintjs/core';
import { SmsScene, type SmsSceneValue } from '@dha/contracts';
import { useEffect, useState } from 'react';
import { smsApi } from './sms-api';

/** Seconds before another code may be asked for (the server's one-a-minute rule). */
export const RESEND_SECONDS = 60;

/** Asking for an SMS code, then the countdown before another may be asked for. */
export function useSmsCode() {
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  /** Sends the code; a refusal is thrown to the caller, and no countdown starts. */
  const send = async (mobile: string, scene: SmsSceneValue = SmsScene.ADMIN_LOGIN): Promise<void> => {
    setSending(true);
    try {
      await smsApi.sendCode(mobile, scene);
      setWait(RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return { wait, sending, send };
}
export type SmsCode = ReturnType<typeof useSmsCode>;

/** The button beside a code field: disabled while the countdown runs. */
export function SmsCodeButton({ sms, text = '获取验证码', onClick }: { sms: SmsCode; text?: string; onClick: () => void }) {
  return (
    <Button variant="minimal" loading={sms.sending} disabled={sms.wait > 0} onClick={onClick}>
      {sms.wait > 0 ? `${sms.wait} 秒后重发` : text}
    </Button>
  );
}
