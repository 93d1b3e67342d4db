import { CreateTimePageDto, OptionalText, QueryBoolean } from '@dha/server-core';
import { IsBoolean, IsOptional } from 'class-validator';
import type { LoginLogFilter } from '../../infrastructure/log.read-model';

/** `GET /system/login-log/page` (and export-excel, which ignores the page) filters. */
export class LoginLogPageDto extends CreateTimePageDto implements LoginLogFilter {
  @OptionalText(64)
  username?: string;

  @OptionalText(50)
  userIp?: string;

  /** true: signed in; false: refused */
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  status?: boolean;
}
