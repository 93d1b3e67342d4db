import { CommonStatus } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CreateTimePageDto } from '../../http/create-time-page.dto';

/** `/system/notify-template/page`: code?, name? (contains), status?, createTime[]?. */
export class NotifyTemplatePageDto extends CreateTimePageDto {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code?: string;

  @IsOptional()
  @IsString()
  @MaxLength(63)
  name?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(CommonStatus))
  status?: number;
}
