import { CommonStatus, type RoleSaveReq, type RoleVO } from '@dha/contracts';
import { checkRemark, checkSort, formResult, type FormResult } from '../../../ui/form-result';

export interface RoleForm {
  id?: number;
  name: string;
  code: string;
  sort: string;
  status: string;
  remark: string;
}

export const roleToForm = (r: RoleVO | null): RoleForm =>
  r
    ? { id: r.id, name: r.name, code: r.code, sort: String(r.sort), status: String(r.status), remark: r.remark ?? '' }
    : { name: '', code: '', sort: '0', status: String(CommonStatus.ENABLE), remark: '' };

export function roleToRequest(f: RoleForm): FormResult<RoleSaveReq> {
  const errors: Record<string, string> = {};
  const name = f.name.trim();
  const code = f.code.trim();
  if (!name) errors.name = '请输入角色名称';
  else if (name.length > 30) errors.name = '角色名称最多 30 字';
  if (!/^[A-Za-z0-9_.:-]{1,100}$/.test(code)) errors.code = '权限字符为 1–100 位字母、数字或 _ - . :';
  else if (code === 'super_admin' && !f.id) errors.code = '不能使用 super_admin';
  checkSort(errors, f.sort);
  checkRemark(errors, f.remark);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name,
    code,
    sort: Number(f.sort),
    status: Number(f.status),
    remark: f.remark.trim() || null,
  }));
}
