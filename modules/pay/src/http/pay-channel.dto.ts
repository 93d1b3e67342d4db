import { CommonStatusIn } from '@dha/server-core';
import { MAX_INT32 } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class PayChannelCreateDto {
  @IsString()
  @Matches(/^[a-z_]{2,32}$/, { message: 'code 不是支付渠道编码' })
  code!: string;

  /** the configuration as a JSON string (upstream's wire form) */
  @IsString()
  @MaxLength(16_384)
  config!: string;

  @CommonStatusIn()
  status!: number;

  /** percent */
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  feeRate!: number;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  remark?: string | null;

  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  appId!: number;
}

export class PayChannelUpdateDto extends PayChannelCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** `GET /pay/channel/get?id=` or `?appId=&code=`. */
export class PayChannelGetDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  appId?: number;

  @IsOptional()
  @IsString()
  @Matches(/^[a-z_]{2,32}$/, { message: 'code 不是支付渠道编码' })
  code?: string;
}

export class PayAppIdQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  appId!: number;
}
