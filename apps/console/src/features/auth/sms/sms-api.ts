import { SmsScene, type AuthLoginResp, type AuthSmsLoginReq, type SmsSceneValue } from '@dha/contracts';
import { api } from '../../../api/http';

/** A text of the development outbox (GET /system/auth/dev-sms-outbox). */
export interface DevSms {
  mobile: string;
  text: string;
  time: number;
}

/** The SMS-code calls of spec §7 (spec §5: the mobile is trimmed). */
export const smsApi = {
  sendCode: (mobile: string, scene: SmsSceneValue = SmsScene.ADMIN_LOGIN, captchaVerification?: string) =>
    api.post<boolean>('/system/auth/send-sms-code', { mobile: mobile.trim(), scene, captchaVerification }),
  login: (req: AuthSmsLoginReq) => api.post<AuthLoginResp>('/system/auth/sms-login', { mobile: req.mobile.trim(), code: req.code.trim() }),
  /** what the server would have sent to phones (404 in production or with a gateway) */
  devOutbox: () => api.get<DevSms[]>('/system/auth/dev-sms-outbox', undefined, { quiet: true }),
};
