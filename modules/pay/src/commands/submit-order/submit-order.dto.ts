import { MAX_INT32, PayDisplayMode } from '@dha/contracts';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** `POST /pay/order/submit`: pay an order through a channel (upstream PayOrderSubmitReqVO). */
export class PayOrderSubmitDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;

  @IsString()
  @Matches(/^[a-z_]{2,32}$/, { message: 'channelCode 不是支付渠道编码' })
  channelCode!: string;

  /** channel-specific strings (wx_pub: openid); checked for size by the handler */
  @IsOptional()
  @IsObject()
  channelExtras?: Record<string, string>;

  @IsOptional()
  @IsIn(Object.values(PayDisplayMode))
  displayMode?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  @Matches(/^(https?:\/\/|\/)[^\s]*$/, { message: 'returnUrl 必须是 http(s) 地址或站内路径' })
  returnUrl?: string;
}
