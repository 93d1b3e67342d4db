import { trim } from '@dha/server-core';
import { MAX_INT32 } from '@dha/contracts';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const TICKET = /^[0-9a-f]{32}$/;
const TICKET_MESSAGE = 'ticket 必须是 32 位十六进制字符';
/** WeChat's openids (and our fake's) are 28-ish letters, digits, '-' and '_'. */
const OPENID = /^[A-Za-z0-9_-]{1,64}$/;

/** `?ticket=` of the QR-code and web-authorisation polls and exchanges. */
export class WechatTicketQueryDto {
  @Transform(trim)
  @IsString()
  @Matches(TICKET, { message: TICKET_MESSAGE })
  ticket!: string;
}

/** `GET /system/auth/loginByWxCode?code&state`: what WeChat appended to the console's redirect. */
export class WechatCodeLoginQueryDto {
  @Transform(trim)
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,128}$/, { message: 'code 必须是微信返回的授权码' })
  code!: string;

  @Transform(trim)
  @IsString()
  @Matches(TICKET, { message: 'state 必须是 getAuthUrl 发放的 32 位十六进制字符' })
  state!: string;
}

/** `GET /mp/account/getAuthUrl?account&redirect`. */
export class WechatAuthUrlQueryDto {
  /** the upstream's official-account id; one account per deployment here, so it is accepted and not used */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  account?: string;

  @Transform(trim)
  @IsString()
  @MaxLength(1024)
  redirect!: string;
}

/** `GET /system/auth/unbind-weixin?userId`. */
export class UnbindWeixinQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId!: number;
}

/** Query of the message callback (`/mp/open/:appId`), signed with the account's token. */
export class WechatCallbackQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  signature?: string;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  timestamp?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  nonce?: string;

  @IsOptional()
  @IsString()
  @MaxLength(128)
  echostr?: string;

  /** sent with every pushed message (the sender); the message body names it too */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  openid?: string;

  /** sent in WeChat's compatible and safe modes: the plain fields of the compatible mode are read, the encrypted part is not */
  @IsOptional()
  @IsString()
  @MaxLength(16)
  encrypt_type?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  msg_signature?: string;
}

/** `POST /mp/dev/scan`: a phone with `openid` scans the fake account's code `qrTicket`. */
export class WechatDevScanDto {
  @IsString()
  @Matches(/^fake[0-9a-f]{24}$/, { message: 'qrTicket 必须是假公众号的二维码 ticket' })
  qrTicket!: string;

  @Transform(trim)
  @IsString()
  @Matches(OPENID, { message: 'openid 只能是 1 到 64 位字母、数字、- 或 _' })
  openid!: string;
}

/** `POST /mp/dev/authorize`: the user `openid` agrees on the fake account's authorisation page. */
export class WechatDevAuthorizeDto {
  @Transform(trim)
  @IsString()
  @Matches(OPENID, { message: 'openid 只能是 1 到 64 位字母、数字、- 或 _' })
  openid!: string;
}
