import { QueryBoolean, CreateTimePageDto } from '@dha/server-core';
import { IsBoolean, IsOptional } from 'class-validator';

/** `my-page`: pageNo, pageSize, readStatus?, createTime[]?. */
export class MyNotifyMessagePageDto extends CreateTimePageDto {
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  readStatus?: boolean;
}
