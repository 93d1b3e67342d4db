import type { DictDataSaveReq } from '@dha/contracts';
import type { DictData } from './dict-data.entity';

type DictDataFields = Pick<DictData, 'sort' | 'label' | 'value' | 'dictType' | 'status' | 'colorType' | 'cssClass' | 'remark'>;

/** The stored fields of a dictionary entry from a create/update body. */
export const dictDataFields = (input: DictDataSaveReq): DictDataFields => ({
  sort: input.sort,
  label: input.label,
  value: input.value,
  dictType: input.dictType,
  status: input.status,
  colorType: input.colorType ?? '',
  cssClass: input.cssClass ?? '',
  remark: input.remark ?? null,
});
