import { MAX_INT32, OperateType } from '@dha/contracts';
import { CreateTimePageDto, OptionalQueryIn, OptionalText, QueryBoolean, QueryInt } from '@dha/server-core';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { OperateLogFilter } from '../../infrastructure/log.read-model';

/** `GET /system/operate-log/page` (and export-excel, which ignores the page) filters. */
export class OperateLogPageDto extends CreateTimePageDto implements OperateLogFilter {
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId?: number;

  @OptionalText(64)
  userNickname?: string;

  @OptionalText(100)
  module?: string;

  /** the action's name */
  @OptionalText(100)
  name?: string;

  /** the kind of operation (ours: OperateType) */
  @OptionalQueryIn(Object.values(OperateType))
  operateType?: number;

  /** upstream's: the one id written */
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  bizId?: number;

  /** upstream's: the module's name (containing) */
  @OptionalText(50)
  type?: string;

  /** upstream's: the operation (containing) */
  @OptionalText(50)
  subType?: string;

  /** upstream's: the description (containing) */
  @OptionalText(2000)
  action?: string;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  success?: boolean;
}
