import { CommonStatus, type PostSaveReq, type PostVO } from '@dha/contracts';
import { checkRemark, checkSort, formResult, type FormResult } from '../../../../ui/form-result';

export interface PostForm {
  id?: number;
  name: string;
  code: string;
  sort: string;
  status: string;
  remark: string;
}

export const postToForm = (p: PostVO | null): PostForm =>
  p
    ? { id: p.id, name: p.name, code: p.code, sort: String(p.sort), status: String(p.status), remark: p.remark ?? '' }
    : { name: '', code: '', sort: '0', status: String(CommonStatus.ENABLE), remark: '' };

export function postToRequest(f: PostForm): FormResult<PostSaveReq> {
  const errors: Record<string, string> = {};
  const name = f.name.trim();
  const code = f.code.trim();
  if (!name) errors.name = '请输入岗位名称';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(code)) errors.code = '岗位编码为 1–64 位字母、数字或 _ - . :';
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
