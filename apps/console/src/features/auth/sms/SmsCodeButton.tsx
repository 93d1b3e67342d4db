import { Button } from '@blueprintjs/core';
import { SmsScene, type SmsSceneValue } from '@dha/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useCaptchaEnabled } from '../../../config/org';
import { lazyPage } from '../../../app/lazy-page';
import { smsApi } from './sms-api';

const CaptchaDialog = lazyPage(() => import('../captcha/CaptchaDialog'), 'CaptchaDialog');

/** Seconds before another code may be asked for (the server's one-a-minute rule). */
export const RESEND_SECONDS = 60;

/** A send waiting for its puzzle to be solved. */
interface PendingSend {
  mobile: string;
  scene: SmsSceneValue;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Asking for an SMS code, then the countdown before another may be asked for. While the captcha is
 * on, the server wants a solved puzzle for every code (a text message costs money): `send` opens the
 * puzzle first (drawn by SmsCodeButton) and sends once it is solved; closing it sends nothing.
 */
export function useSmsCode() {
  const captchaOn = useCaptchaEnabled();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<PendingSend | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const request = async (mobile: string, scene: SmsSceneValue, captchaVerification?: string): Promise<void> => {
    setSending(true);
    try {
      await smsApi.sendCode(mobile, scene, captchaVerification);
      setWait(RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  /** Sends the code; a refusal is thrown to the caller, and no countdown starts. */
  const send = (mobile: string, scene: SmsSceneValue = SmsScene.ADMIN_LOGIN): Promise<void> =>
    captchaOn ? new Promise((resolve, reject) => setPending({ mobile, scene, resolve, reject })) : request(mobile, scene);

  const captcha = pending
    ? {
        onVerified: (verification: string) => {
          setPending(null);
          request(pending.mobile, pending.scene, verification).then(pending.resolve, pending.reject);
        },
        onClose: () => {
          setPending(null);
          pending.resolve();
        },
      }
    : null;

  return { wait, sending, send, captcha };
}
export type SmsCode = ReturnType<typeof useSmsCode>;

/** The button beside a code field: disabled while the countdown runs; the captcha's puzzle when one is asked for. */
export function SmsCodeButton({ sms, text = '获取验证码', onClick }: { sms: SmsCode; text?: string; onClick: () => void }) {
  return (
    <>
      <Button variant="minimal" loading={sms.sending} disabled={sms.wait > 0} onClick={onClick}>
        {sms.wait > 0 ? `${sms.wait} 秒后重发` : text}
      </Button>
      {sms.captcha && (
        <Suspense fallback={null}>
          <CaptchaDialog isOpen onVerified={sms.captcha.onVerified} onClose={sms.captcha.onClose} />
        </Suspense>
      )}
    </>
  );
}
