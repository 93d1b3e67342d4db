import { MAX_INT32, NotifyTemplateType, NotifyUserType } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CreateTimePageDto } from '../../http/create-time-page.dto';

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

  @IsOptional()
  @IsString()
  @MaxLength(64)
  templateCode?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(NotifyTemplateType))
  templateType?: number;
}
