import { FileStorage, type FileConfigSaveReq, type FileConfigVO } from '@dha/contracts';
import { formResult, type FormResult } from '../../../ui/form-result';

export interface FileConfigForm {
  id?: number;
  name: string;
  /** FileStorage as a select value */
  storage: string;
  remark: string;
  domain: string;
  basePath: string;
  endpoint: string;
  bucket: string;
  accessKey: string;
  accessSecret: string;
  region: string;
  /** 'true' | 'false' */
  pathStyle: string;
  publicAccess: string;
}

export const fileConfigToForm = (c: FileConfigVO | null): FileConfigForm => ({
  id: c?.id,
  name: c?.name ?? '',
  storage: String(c?.storage ?? FileStorage.DB),
  remark: c?.remark ?? '',
  domain: c?.config.domain ?? '',
  basePath: c?.config.basePath ?? '',
  endpoint: c?.config.endpoint ?? '',
  bucket: c?.config.bucket ?? '',
  accessKey: c?.config.accessKey ?? '',
  // the server answers the stored secret masked; sent back as it is, it keeps the stored one
  accessSecret: c?.config.accessSecret ?? '',
  region: c?.config.region ?? '',
  pathStyle: String(c?.config.enablePathStyleAccess ?? true),
  publicAccess: String(c?.config.enablePublicAccess ?? false),
});

const HTTP_URL = /^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/;

export function fileConfigToRequest(f: FileConfigForm): FormResult<FileConfigSaveReq> {
  const errors: Record<string, string> = {};
  const storage = Number(f.storage);
  const name = f.name.trim();
  if (!name) errors.name = '请输入配置名';
  if (f.domain.trim() && !HTTP_URL.test(f.domain.trim())) errors.domain = '自定义域名须是 http(s) 地址';
  if (storage === FileStorage.S3) {
    if (!HTTP_URL.test(f.endpoint.trim())) errors.endpoint = '请输入 http(s) 节点地址';
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(f.bucket.trim())) errors.bucket = '请输入存储 bucket';
    if (!f.accessKey.trim()) errors.accessKey = '请输入 accessKey';
    if (!f.accessSecret && !f.id) errors.accessSecret = '请输入 accessSecret';
  }
  const config =
    storage === FileStorage.S3
      ? {
          endpoint: f.endpoint.trim(),
          bucket: f.bucket.trim(),
          accessKey: f.accessKey.trim(),
          accessSecret: f.accessSecret,
          region: f.region.trim() || undefined,
          enablePathStyleAccess: f.pathStyle === 'true',
          enablePublicAccess: f.publicAccess === 'true',
          domain: f.domain.trim() || undefined,
        }
      : storage === FileStorage.LOCAL
        ? { basePath: f.basePath.trim() || undefined, domain: f.domain.trim() || undefined }
        : { domain: f.domain.trim() || undefined };
  return formResult(errors, () => ({ ...(f.id ? { id: f.id } : {}), name, storage, remark: f.remark.trim() || null, config }));
}
