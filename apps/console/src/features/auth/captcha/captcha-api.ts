import { api } from '../../../api/http';

/** AJ-Captcha's answer shape (not the envelope). */
interface CaptchaResponse<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
}

export interface BlockPuzzle {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey: string;
}

export const captchaApi = {
  get: () => api.postUnwrapped<CaptchaResponse<BlockPuzzle>>('/system/captcha/get', { captchaType: 'blockPuzzle' }),
  check: (token: string, pointJson: string) =>
    api.postUnwrapped<CaptchaResponse<{ captchaVerification: string }>>('/system/captcha/check', {
      captchaType: 'blockPuzzle',
      token,
      pointJson,
    }),
};
