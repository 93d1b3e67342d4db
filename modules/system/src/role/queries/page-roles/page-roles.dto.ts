import { CommonStatus } from '@dha/contracts';
import { CreateTimePageDto, OptionalQueryIn, OptionalText } from '@dha/server-core';

/** `GET /system/role/page` (and export-excel, which ignores the page) filters. */
export class RolePageDto extends CreateTimePageDto {
  @OptionalText(30)
  name?: string;

  @OptionalText(100)
  code?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
