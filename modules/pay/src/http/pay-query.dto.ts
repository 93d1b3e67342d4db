import { CreateTimePageDto, OptionalQueryIn, OptionalQueryRowId, OptionalText, QueryBoolean } from '@dha/server-core';
import { MAX_INT32, PayNotifyStatus, PayNotifyType, PayOrderStatus, PayRefundStatus, PayUserType } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

const CHANNEL_CODE = /^[a-z_]{2,32}$/;

/** `?appId=` of the page filters (optional). */
class AppFilterDto extends CreateTimePageDto {
  @OptionalQueryRowId()
  appId?: number;

  @IsOptional()
  @Matches(CHANNEL_CODE, { message: 'channelCode 不是支付渠道编码' })
  channelCode?: string;

  @OptionalText(64)
  merchantOrderId?: string;

  @OptionalText(64)
  channelOrderNo?: string;
}

export class PayOrderPageDto extends AppFilterDto {
  @OptionalText(64)
  no?: string;

  @OptionalQueryIn(Object.values(PayOrderStatus))
  status?: number;
}

export class PayRefundPageDto extends AppFilterDto {
  @OptionalText(64)
  merchantRefundId?: string;

  @OptionalText(64)
  channelRefundNo?: string;

  @OptionalQueryIn(Object.values(PayRefundStatus))
  status?: number;
}

export class PayNotifyPageDto extends CreateTimePageDto {
  @OptionalQueryRowId()
  appId?: number;

  @OptionalQueryIn(Object.values(PayNotifyType))
  type?: number;

  @OptionalQueryRowId()
  dataId?: number;

  @OptionalQueryIn(Object.values(PayNotifyStatus))
  status?: number;

  @OptionalText(64)
  merchantOrderId?: string;

  @OptionalText(64)
  merchantRefundId?: string;
}

export class PayWalletPageDto extends CreateTimePageDto {
  @OptionalQueryRowId()
  userId?: number;

  @OptionalQueryIn(Object.values(PayUserType))
  userType?: number;
}

export class PayWalletTransactionPageDto extends CreateTimePageDto {
  @OptionalQueryRowId()
  walletId?: number;

  @OptionalQueryRowId()
  userId?: number;

  @OptionalQueryIn(Object.values(PayUserType))
  userType?: number;
}

/** `GET /pay/order/get?id=&sync=`: sync asks the channel about a waiting order first (quietly). */
export class PayOrderGetDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  sync?: boolean;
}

/** `GET /pay/wallet/get?userId=`. */
export class PayWalletGetDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId!: number;
}
