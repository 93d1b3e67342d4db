import { QueryBoolean } from '@dha/server-core';
import { IsBoolean, IsOptional } from 'class-validator';
import { CreateTimePageDto } from '../../http/create-time-page.dto';

/** `my-page`: pageNo, pageSize, readStatus?, createTime[]?. */
export class MyNotifyMessagePageDto extends CreateTimePageDto {
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  readStatus?: boolean;
}
