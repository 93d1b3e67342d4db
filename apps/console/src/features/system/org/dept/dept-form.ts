import { CommonStatus, type DeptSaveReq, type DeptVO } from '@dha/contracts';
import { checkSort, formResult, type FormResult } from '../../../../ui/form-result';

export interface DeptForm {
  id?: number;
  name: string;
  parentId: string;
  sort: string;
  leaderUserId: number | null;
  phone: string;
  email: string;
  status: string;
}

export const deptToForm = (d: DeptVO | null, parentId = 0): DeptForm =>
  d
    ? {
        id: d.id,
        name: d.name,
        parentId: String(d.parentId),
        sort: String(d.sort),
        leaderUserId: d.leaderUserId,
        phone: d.phone ?? '',
        email: d.email ?? '',
        status: String(d.status),
      }
    : { name: '', parentId: String(parentId), sort: '0', leaderUserId: null, phone: '', email: '', status: String(CommonStatus.ENABLE) };

export function deptToRequest(f: DeptForm): FormResult<DeptSaveReq> {
  const errors: Record<string, string> = {};
  const name = f.name.trim();
  if (!name) errors.name = '请输入部门名称';
  else if (name.length > 30) errors.name = '部门名称最多 30 字';
  checkSort(errors, f.sort);
  if (!/^[0-9+-]{0,11}$/.test(f.phone.trim())) errors.phone = '联系电话为不超过 11 位的数字';
  const email = f.email.trim();
  if (email && (email.length > 50 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) errors.email = '请输入正确的邮箱';
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name,
    parentId: Number(f.parentId),
    sort: Number(f.sort),
    leaderUserId: f.leaderUserId,
    phone: f.phone.trim() || null,
    email: email || null,
    status: Number(f.status),
  }));
}
