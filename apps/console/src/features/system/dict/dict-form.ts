import { CommonStatus, type DictDataSaveReq, type DictDataVO, type DictTypeSaveReq, type DictTypeVO } from '@dha/contracts';
import { dateRangeToMs } from '../../../ui/format';
import { checkRemark, checkSort, formResult, type FormResult } from '../../../ui/form-result';

/** What the server accepts as a dictionary type code. */
const TYPE_CODE = /^[A-Za-z0-9_.:-]{1,100}$/;

export interface DictTypeForm {
  id?: number;
  name: string;
  type: string;
  status: string;
  remark: string;
}

export const dictTypeToForm = (t: DictTypeVO | null): DictTypeForm =>
  t
    ? { id: t.id, name: t.name, type: t.type, status: String(t.status), remark: t.remark ?? '' }
    : { name: '', type: '', status: String(CommonStatus.ENABLE), remark: '' };

export function dictTypeToRequest(f: DictTypeForm): FormResult<DictTypeSaveReq> {
  const errors: Record<string, string> = {};
  const name = f.name.trim();
  const type = f.type.trim();
  if (!name) errors.name = '请输入字典名称';
  else if (name.length > 100) errors.name = '字典名称最多 100 字';
  if (!TYPE_CODE.test(type)) errors.type = '字典类型为 1–100 位字母、数字或 _ - . :';
  checkRemark(errors, f.remark);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name,
    type,
    status: Number(f.status),
    remark: f.remark.trim() || null,
  }));
}

export interface DictDataForm {
  id?: number;
  dictType: string;
  label: string;
  value: string;
  sort: string;
  status: string;
  colorType: string;
  cssClass: string;
  remark: string;
}

/** The form of an entry of `dictType` (a new one starts in that type). */
export const dictDataToForm =
  (dictType: string) =>
  (d: DictDataVO | null): DictDataForm =>
    d
      ? {
          id: d.id,
          dictType: d.dictType,
          label: d.label,
          value: d.value,
          sort: String(d.sort),
          status: String(d.status),
          colorType: d.colorType,
          cssClass: d.cssClass,
          remark: d.remark ?? '',
        }
      : { dictType, label: '', value: '', sort: '0', status: String(CommonStatus.ENABLE), colorType: '', cssClass: '', remark: '' };

export function dictDataToRequest(f: DictDataForm): FormResult<DictDataSaveReq> {
  const errors: Record<string, string> = {};
  const label = f.label.trim();
  const value = f.value.trim();
  if (!label) errors.label = '请输入字典标签';
  else if (label.length > 100) errors.label = '字典标签最多 100 字';
  if (!value) errors.value = '请输入字典键值';
  else if (value.length > 100) errors.value = '字典键值最多 100 字';
  checkSort(errors, f.sort);
  if (f.cssClass.length > 100) errors.cssClass = 'CSS Class 最多 100 字';
  checkRemark(errors, f.remark);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    dictType: f.dictType,
    label,
    value,
    sort: Number(f.sort),
    status: Number(f.status),
    colorType: f.colorType,
    cssClass: f.cssClass.trim(),
    remark: f.remark.trim() || null,
  }));
}

export interface DictTypeFilter {
  name: string;
  type: string;
  status: string;
  /** `YYYY-MM-DD` or '' */
  createdFrom: string;
  createdTo: string;
}

export const EMPTY_DICT_TYPE_FILTER: DictTypeFilter = { name: '', type: '', status: '', createdFrom: '', createdTo: '' };

/** The filter as page/export params: the date range as `createTime[0]`/`[1]` (begin 00:00:00, end 23:59:59). */
export function dictTypeFilterToParams(f: DictTypeFilter): Record<string, string | number> {
  const [from, to] = dateRangeToMs(f.createdFrom, f.createdTo);
  const params: Record<string, string | number> = {};
  if (f.name.trim()) params.name = f.name.trim();
  if (f.type.trim()) params.type = f.type.trim();
  if (f.status !== '') params.status = f.status;
  if (from !== undefined) params['createTime[0]'] = from;
  if (to !== undefined) params['createTime[1]'] = to;
  return params;
}
