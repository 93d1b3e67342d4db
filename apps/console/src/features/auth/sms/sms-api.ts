import { SmsScene, type AuthLoginResp, type AuthSmsLoginReq, type SmsSceneValue } from '@dha/contracts';
import { api } from '../../../api/http';

/** The SMS-code calls of spec §7 (spec §5: the mobile is trimmed). */
export const smsApi = {
  sendCode: (mobile: string, scene: SmsSceneValue = SmsScene.ADMIN_LOGIN, captchaVerification?: string) =>
    api.post<boolean>('/system/auth/send-sms-code', { mobile: mobile.trim(), scene, captchaVerification }),
  login: (req: AuthSmsLoginReq) => api.post<AuthLoginResp>('/system/auth/sms-login', { mobile: req.mobile.trim(), code: req.code.trim() }),
};
