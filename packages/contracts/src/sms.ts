/**
 * SMS scenes of `POST /system/auth/send-sms-code` (the upstream's SmsSceneEnum): 1–4 belong to the
 * member app, 21–23 to this console. `sms-login` uses 21; 24 (ours) is the code texted to the new
 * number of a verified mobile change (`PUT /system/user/profile/update-mobile`).
 */
export const SmsScene = {
  ADMIN_LOGIN: 21,
  ADMIN_REGISTER: 22,
  ADMIN_RESET_PASSWORD: 23,
  ADMIN_UPDATE_MOBILE: 24,
} as const;
export type SmsSceneValue = (typeof SmsScene)[keyof typeof SmsScene];

/** `POST /system/auth/send-sms-code` */
export interface AuthSmsSendReq {
  mobile: string;
  scene: SmsSceneValue;
  /** asked for scene 23 (and whenever the captcha is on) */
  captchaVerification?: string;
}

/** `POST /system/auth/sms-login` */
export interface AuthSmsLoginReq {
  mobile: string;
  code: string;
}

/** `PUT /system/user/profile/update-mobile`: the new number and the code texted to it (scene 24). */
export interface UpdateMobileReq {
  mobile: string;
  code: string;
}
