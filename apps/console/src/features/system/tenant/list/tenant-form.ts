import {
  CommonStatus,
  TENANT_WEBSITE_PATTERN,
  type TenantSaveReq,
  type TenantVO,
  isPasswordLengthOk,
  PASSWORD_LENGTH_MESSAGE,
} from '@dha/contracts';
import { formResult, type FormResult } from '../../../../ui/form-result';
import { fromDateTimeInput, toDateTimeInput } from '../../../../ui/format';

export interface TenantForm {
  id?: number;
  name: string;
  contactName: string;
  contactMobile: string;
  status: string;
  /** a package id as chosen ('' none yet) */
  packageId: string;
  /** `<input type="datetime-local">` value */
  expireTime: string;
  accountCount: string;
  /** one website a line (or comma separated) */
  websites: string;
  /** create only: the tenant administrator's account */
  username: string;
  password: string;
}

export const tenantToForm = (t: TenantVO | null): TenantForm =>
  t
    ? {
        id: t.id,
        name: t.name,
        contactName: t.contactName,
        contactMobile: t.contactMobile ?? '',
        status: String(t.status),
        packageId: String(t.packageId),
        expireTime: toDateTimeInput(t.expireTime),
        accountCount: String(t.accountCount),
        websites: t.websites.join('\n'),
        username: '',
        password: '',
      }
    : {
        name: '',
        contactName: '',
        contactMobile: '',
        status: String(CommonStatus.ENABLE),
        packageId: '',
        expireTime: '',
        accountCount: '',
        websites: '',
        username: '',
        password: '',
      };

/** The websites of the form's text, trimmed, blanks dropped. */
export const websitesOf = (text: string): string[] =>
  text
    .split(/[\s,，]+/)
    .map((w) => w.trim())
    .filter(Boolean);

/** Checks the form as the server does; a new tenant also needs its administrator's username and password. */
export function tenantToRequest(f: TenantForm): FormResult<TenantSaveReq> {
  const errors: Record<string, string> = {};
  const name = f.name.trim();
  const contactName = f.contactName.trim();
  const contactMobile = f.contactMobile.trim();
  const websites = websitesOf(f.websites);
  const expireTime = fromDateTimeInput(f.expireTime);
  if (!name) errors.name = '请输入租户名';
  if (!contactName) errors.contactName = '请输入联系人';
  if (!/^[0-9+-]{0,20}$/.test(contactMobile)) errors.contactMobile = '联系手机只能是不超过 20 位的数字';
  if (!/^[1-9]\d{0,9}$/.test(f.packageId)) errors.packageId = '请选择租户套餐';
  if (expireTime === null) errors.expireTime = '请选择过期时间';
  if (!/^\d{1,9}$/.test(f.accountCount.trim())) errors.accountCount = '请输入 0–999999999 的账号额度';
  if (websites.length > 10) errors.websites = '最多绑定 10 个域名';
  else if (websites.some((w) => w.length > 100 || !TENANT_WEBSITE_PATTERN.test(w)))
    errors.websites = '域名格式不正确，如 shop.example.com 或 example.com:8080';
  if (!f.id) {
    if (!/^[a-zA-Z0-9]{4,30}$/.test(f.username.trim())) errors.username = '用户名称为 4–30 位字母或数字';
    if (!isPasswordLengthOk(f.password)) errors.password = `用户${PASSWORD_LENGTH_MESSAGE}`;
  }
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name,
    contactName,
    contactMobile: contactMobile || null,
    status: Number(f.status),
    websites,
    packageId: Number(f.packageId),
    expireTime: expireTime!,
    accountCount: Number(f.accountCount.trim()),
    ...(f.id ? {} : { username: f.username.trim(), password: f.password }),
  }));
}
