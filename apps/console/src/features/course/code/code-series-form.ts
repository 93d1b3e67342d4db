import type { CourseCodeSeriesSaveReq, CourseCodeSeriesVO } from '@dha/contracts';
import { checkRemark, formResult, type FormResult } from '../../../ui/form-result';

export interface CodeSeriesForm {
  id?: number;
  typeId: string;
  prefix: string;
  nextNumber: string;
  digits: string;
  status: string;
  remark: string;
}

export const codeSeriesToForm = (s: CourseCodeSeriesVO | null): CodeSeriesForm =>
  s
    ? {
        id: s.id,
        typeId: String(s.typeId),
        prefix: s.prefix,
        nextNumber: String(s.nextNumber),
        digits: String(s.digits),
        status: String(s.status),
        remark: s.remark ?? '',
      }
    : { typeId: '', prefix: '', nextNumber: '1', digits: '3', status: '0', remark: '' };

/** The code a series hands out next: prefix + number padded to `digits` (as the server does). */
export function previewCode(prefix: string, nextNumber: string, digits: string): string {
  if (!/^\d+$/.test(nextNumber) || !/^\d$/.test(digits)) return '';
  return `${prefix}${nextNumber.padStart(Number(digits), '0')}`;
}

export function codeSeriesToRequest(f: CodeSeriesForm): FormResult<CourseCodeSeriesSaveReq> {
  const errors: Record<string, string> = {};
  if (!/^\d+$/.test(f.typeId)) errors.typeId = '请选择课程类型';
  if (!/^[A-Za-z0-9_-]{1,30}$/.test(f.prefix.trim())) errors.prefix = '前缀只能包含字母、数字、- 和 _（1–30 个）';
  if (!/^\d{1,8}$/.test(f.nextNumber.trim()) || Number(f.nextNumber) < 1) errors.nextNumber = '请输入 1–99999999 的整数';
  if (!/^[1-8]$/.test(f.digits.trim())) errors.digits = '请输入 1–8';
  checkRemark(errors, f.remark, 200);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    typeId: Number(f.typeId),
    prefix: f.prefix.trim(),
    nextNumber: Number(f.nextNumber),
    digits: Number(f.digits),
    status: Number(f.status),
    remark: f.remark.trim(),
  }));
}
