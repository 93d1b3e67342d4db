import type { CourseTypeSaveReq, CourseTypeVO } from '@dha/contracts';
import { checkSort, formResult, type FormResult } from '../../../ui/form-result';

export interface CourseTypeForm {
  id?: number;
  name: string;
  dictValue: string;
  codePrefix: string;
  sort: string;
  status: string;
}

export const courseTypeToForm = (t: CourseTypeVO | null): CourseTypeForm =>
  t
    ? { id: t.id, name: t.name, dictValue: t.dictValue, codePrefix: t.codePrefix, sort: String(t.sort), status: String(t.status) }
    : { name: '', dictValue: '', codePrefix: '', sort: '0', status: '0' };

export function courseTypeToRequest(f: CourseTypeForm): FormResult<CourseTypeSaveReq> {
  const errors: Record<string, string> = {};
  if (!f.name.trim()) errors.name = '请输入类型名称';
  if (!f.dictValue) errors.dictValue = '请选择对应的字典值';
  if (!/^[A-Za-z0-9_-]{0,20}$/.test(f.codePrefix.trim())) errors.codePrefix = '只能包含字母、数字、- 和 _（最多 20 个）';
  checkSort(errors, f.sort);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name: f.name.trim(),
    dictValue: f.dictValue,
    codePrefix: f.codePrefix.trim(),
    sort: Number(f.sort),
    status: Number(f.status),
  }));
}
