import { NotifyTemplateType, NotifyUserType } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CreateTimePageDto } from '../../templates/create-time-range.dto';

/** `/system/notify-message/page` (admin): userId?, userType?, templateCode?, templateType?, createTime[]?. */
export class NotifyMessagePageDto extends CreateTimePageDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
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
