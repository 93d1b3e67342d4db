import { CommonStatus } from '@dha/contracts';
import { OptionalQueryIn, OptionalText } from '@dha/server-core';
import type { MenuFilter } from '../../infrastructure/menu.read-model';

/** `GET /system/menu/list` filters. */
export class MenuListDto implements MenuFilter {
  @OptionalText(50)
  name?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
