import { ConfigType, type ConfigSaveReq, type ConfigVO } from '@dha/contracts';
import { dateRangeToMs } from '../../../ui/format';
import { checkRemark, formResult, type FormResult } from '../../../ui/form-result';

export interface ConfigForm {
  id?: number;
  category: string;
  name: string;
  key: string;
  value: string;
  /** 'true' | 'false' (radio values) */
  visible: string;
  remark: string;
  /** a built-in parameter: the product reads it by key, so the key stays */
  system: boolean;
}

export const configToForm = (c: ConfigVO | null): ConfigForm =>
  c
    ? {
        id: c.id,
        category: c.category,
        name: c.name,
        key: c.key,
        value: c.value,
        visible: String(c.visible),
        remark: c.remark ?? '',
        system: c.type === ConfigType.SYSTEM,
      }
    : { category: '', name: '', key: '', value: '', visible: 'true', remark: '', system: false };

export function configToRequest(f: ConfigForm): FormResult<ConfigSaveReq> {
  const errors: Record<string, string> = {};
  const category = f.category.trim();
  const name = f.name.trim();
  const key = f.key.trim();
  if (!category) errors.category = '请输入参数分类';
  else if (category.length > 50) errors.category = '参数分类最多 50 字';
  if (!name) errors.name = '请输入参数名称';
  else if (name.length > 100) errors.name = '参数名称最多 100 字';
  if (!key) errors.key = '请输入参数键名';
  else if (key.length > 100) errors.key = '参数键名最多 100 字';
  if (!f.value.trim()) errors.value = '请输入参数键值';
  else if (f.value.length > 500) errors.value = '参数键值最多 500 字';
  checkRemark(errors, f.remark);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    category,
    name,
    key,
    // a value is kept as typed (the about text has its own line breaks)
    value: f.value,
    visible: f.visible === 'true',
    remark: f.remark.trim() || null,
  }));
}

export interface ConfigFilter {
  name: string;
  key: string;
  type: string;
  /** `YYYY-MM-DD` or '' */
  createdFrom: string;
  createdTo: string;
}

export const EMPTY_CONFIG_FILTER: ConfigFilter = { name: '', key: '', type: '', createdFrom: '', createdTo: '' };

/** The filter as page/export params: the date range as `createTime[0]`/`[1]` (begin 00:00:00, end 23:59:59). */
export function configFilterToParams(f: ConfigFilter): Record<string, string | number> {
  const [from, to] = dateRangeToMs(f.createdFrom, f.createdTo);
  const params: Record<string, string | number> = {};
  if (f.name.trim()) params.name = f.name.trim();
  if (f.key.trim()) params.key = f.key.trim();
  if (f.type !== '') params.type = f.type;
  if (from !== undefined) params['createTime[0]'] = from;
  if (to !== undefined) params['createTime[1]'] = to;
  return params;
}
