import { CommonStatus } from '@dha/contracts';
import { PageParamDto, OptionalText, OptionalQueryIn } from '@dha/server-core';

/** `/system/dict-data/page` and `/export-excel`: label? (contains), dictType? (exact), status?; no createTime filter. */
export class DictDataPageDto extends PageParamDto {
  @OptionalText(100)
  label?: string;

  @OptionalText(100)
  dictType?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
