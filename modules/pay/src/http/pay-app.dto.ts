import { CommonStatusIn, CreateTimePageDto, IdBodyDto, OptionalQueryIn, OptionalText } from '@dha/server-core';
import { CommonStatus } from '@dha/contracts';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const NOTIFY_URL = /^(https?:\/\/[^\s]+)?$/;

export class PayAppCreateDto {
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'appKey 只能包含字母、数字、- 和 _，最长 64 个字符' })
  appKey!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  name!: string;

  @CommonStatusIn()
  status!: number;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  remark?: string | null;

  /** empty: the app is told by domain events only */
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  @Matches(NOTIFY_URL, { message: 'orderNotifyUrl 必须是 http(s) 地址' })
  orderNotifyUrl?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  @Matches(NOTIFY_URL, { message: 'refundNotifyUrl 必须是 http(s) 地址' })
  refundNotifyUrl?: string;
}

export class PayAppUpdateDto extends PayAppCreateDto {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;
}

export class PayAppStatusDto extends IdBodyDto {
  @CommonStatusIn()
  status!: number;
}

export class PayAppPageDto extends CreateTimePageDto {
  @OptionalText(64)
  name?: string;

  @OptionalText(64)
  appKey?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
