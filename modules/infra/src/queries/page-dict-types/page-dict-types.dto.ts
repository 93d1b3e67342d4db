import { CommonStatus } from '@dha/contracts';
import { CreateTimePageDto, OptionalText, OptionalQueryIn } from '@dha/server-core';

/** `/system/dict-type/page` and `/export-excel`: name?, type? (both "contains"), status?, createTime[]?. */
export class DictTypePageDto extends CreateTimePageDto {
  @OptionalText(100)
  name?: string;

  @OptionalText(100)
  type?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
