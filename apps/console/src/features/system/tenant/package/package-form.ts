import { CommonStatus, type TenantPackageSaveReq, type TenantPackageVO } from '@dha/contracts';
import { checkRemark, formResult, type FormResult } from '../../../../ui/form-result';

export interface TenantPackageForm {
  id?: number;
  name: string;
  status: string;
  remark: string;
  menuIds: number[];
}

export const packageToForm = (p: TenantPackageVO | null): TenantPackageForm =>
  p
    ? { id: p.id, name: p.name, status: String(p.status), remark: p.remark ?? '', menuIds: [...p.menuIds] }
    : { name: '', status: String(CommonStatus.ENABLE), remark: '', menuIds: [] };

export function packageToRequest(f: TenantPackageForm): FormResult<TenantPackageSaveReq> {
  const errors: Record<string, string> = {};
  const name = f.name.trim();
  if (!name) errors.name = '请输入套餐名';
  if (name.length > 30) errors.name = '套餐名最多 30 字';
  checkRemark(errors, f.remark, 256);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name,
    status: Number(f.status),
    remark: f.remark.trim() || null,
    menuIds: [...new Set(f.menuIds)].sort((a, b) => a - b),
  }));
}
