import { IsIn, IsString, Length, Matches } from 'class-validator';

/** AJ-Captcha's answer shape (not the envelope): repCode '0000' on success. */
export interface CaptchaResponse<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
}

export interface CaptchaPuzzleVO {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey: string;
}

/** `POST /system/captcha/get` */
export class CaptchaGetDto {
  @IsIn(['blockPuzzle'], { message: 'captchaType 只支持 blockPuzzle' })
  captchaType!: string;
}

/** `POST /system/captcha/check` */
export class CaptchaCheckDto extends CaptchaGetDto {
  @IsString()
  @Matches(/^[0-9a-f]{32}$/, { message: 'token 格式不正确' })
  token!: string;

  @IsString()
  @Length(1, 200)
  pointJson!: string;
}
