import { CreateTimePageDto, OptionalText } from '@dha/server-core';
import { CommonStatus } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

/** `/system/notify-template/page`: code?, name? (contains), status?, createTime[]?. */
export class NotifyTemplatePageDto extends CreateTimePageDto {
  @OptionalText(64)
  code?: string;

  @OptionalText(63)
  name?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(CommonStatus))
  status?: number;
}
