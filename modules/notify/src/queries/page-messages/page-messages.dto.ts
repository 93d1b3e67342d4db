import { CreateTimePageDto, OptionalText } from '@dha/server-core';
import { MAX_INT32, NotifyTemplateType, NotifyUserType } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/** `/system/notify-message/page` (admin): userId?, userType?, templateCode?, templateType?, createTime[]?. */
export class NotifyMessagePageDto extends CreateTimePageDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId?: number;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(NotifyUserType))
  userType?: number;

  @OptionalText(64)
  templateCode?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(NotifyTemplateType))
  templateType?: number;
}
