import { FileStorage, type FileConfigVO, type FileVO } from '@dha/contracts';
import { BizError, containing, REDACTED } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fromBuffer } from 'file-type';
import { FileConfig, StoredFile } from '../../domain/file/file.entity';
import { judgeUpload } from '../../domain/file/upload-rules';
import type { FileConfigCreateDto, FileConfigPageDto, FilePageDto } from '../../http/file.dto';
import { InfraErrors } from '../../infra.errors';
import type { RowWindow } from '../dict.read-model';
import type { FileStorages } from './file-storages';

export async function getFileConfig(em: EntityManager, id: number, lock = false): Promise<FileConfig> {
  const row = await em.findOne(FileConfig, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!row) throw BizError.of(InfraErrors.FILE_CONFIG_NOT_EXISTS);
  return row;
}

/** The configuration new uploads go to. */
export async function masterFileConfig(em: EntityManager): Promise<FileConfig> {
  const row = (await em.findOne(FileConfig, { master: true })) ?? (await em.findOne(FileConfig, {}, { orderBy: { id: 'asc' } }));
  if (!row) throw BizError.of(InfraErrors.FILE_CONFIG_NOT_EXISTS);
  return row;
}

/**
 * The configuration a save request describes, checked for its storage; a secret sent back masked (or
 * left out) keeps the stored one.
 */
export function fileConfigFields(input: FileConfigCreateDto, stored?: FileConfig) {
  const c = input.config;
  const config =
    input.storage === FileStorage.S3
      ? {
          endpoint: c.endpoint,
          bucket: c.bucket,
          region: c.region || undefined,
          accessKey: c.accessKey,
          accessSecret: !c.accessSecret || c.accessSecret === REDACTED ? stored?.config.accessSecret : c.accessSecret,
          enablePathStyleAccess: c.enablePathStyleAccess ?? true,
          enablePublicAccess: c.enablePublicAccess ?? false,
          domain: c.domain || undefined,
        }
      : input.storage === FileStorage.LOCAL
        ? { basePath: c.basePath?.trim() || undefined, domain: c.domain || undefined }
        : { domain: c.domain || undefined };
  if (input.storage === FileStorage.S3) {
    const missing = (['endpoint', 'bucket', 'accessKey', 'accessSecret'] as const).filter((k) => !config[k as keyof typeof config]);
    if (missing.length) throw new BizError(InfraErrors.FILE_CONFIG_INVALID, `S3 存储需要 ${missing.join('、')}`);
  }
  if (input.storage === FileStorage.LOCAL && config.basePath !== undefined && /\0/.test(config.basePath))
    throw new BizError(InfraErrors.FILE_CONFIG_INVALID, 'basePath 无效');
  return {
    name: input.name.trim(),
    storage: input.storage,
    remark: input.remark?.trim() || null,
    config: JSON.parse(JSON.stringify(config)),
  };
}

export const toFileConfigVO = (r: FileConfig): FileConfigVO => ({
  id: r.id,
  name: r.name,
  storage: r.storage,
  remark: r.remark,
  master: r.master,
  config: r.config.accessSecret ? { ...r.config, accessSecret: REDACTED } : { ...r.config },
  createTime: r.createTime.getTime(),
});

export async function findFileConfigs(em: EntityManager, filter: FileConfigPageDto, window: RowWindow): Promise<[FileConfigVO[], number]> {
  const where: FilterQuery<FileConfig> = {};
  if (filter.name) where.name = containing(filter.name);
  if (filter.storage !== undefined) where.storage = filter.storage;
  const createTime = filter.createTimeCondition();
  if (createTime) where.createTime = createTime;
  const [rows, total] = await em.findAndCount(FileConfig, where, { orderBy: { id: 'asc' }, ...window });
  return [rows.map(toFileConfigVO), total];
}

export const toFileVO = (r: StoredFile): FileVO => ({
  id: r.id,
  configId: r.configId,
  name: r.name,
  path: r.path,
  url: r.url,
  type: r.type,
  size: Number(r.size),
  createTime: r.createTime.getTime(),
});

export async function getStoredFile(em: EntityManager, id: number): Promise<StoredFile> {
  const row = await em.findOne(StoredFile, { id });
  if (!row) throw BizError.of(InfraErrors.FILE_NOT_EXISTS);
  return row;
}

export async function findFiles(em: EntityManager, filter: FilePageDto, window: RowWindow): Promise<[FileVO[], number]> {
  const where: FilterQuery<StoredFile> = {};
  if (filter.path) where.path = containing(filter.path);
  if (filter.type) where.type = containing(filter.type);
  const createTime = filter.createTimeCondition();
  if (createTime) where.createTime = createTime;
  const [rows, total] = await em.findAndCount(StoredFile, where, { orderBy: { id: 'desc' }, ...window });
  return [rows.map(toFileVO), total];
}

/** The MIME type a file is stored with once its name and bytes pass the upload rules; else the refusal naming why. */
export async function judgedUpload(name: string, content: Buffer): Promise<string> {
  const verdict = judgeUpload(name, (await fromBuffer(content))?.mime);
  if (!verdict.ok)
    throw new BizError(verdict.reason === 'type' ? InfraErrors.FILE_TYPE_NOT_ALLOWED : InfraErrors.FILE_CONTENT_MISMATCH, verdict.detail);
  return verdict.mime;
}

/** The row of a stored file (flushed by the caller): its name without directory parts, its URL on the configuration. */
export function newStoredFile(
  em: EntityManager,
  storages: FileStorages,
  config: FileConfig,
  file: { path: string; name: string; mime: string; size: number; creatorId: number },
): StoredFile {
  return em.create(StoredFile, {
    configId: config.id,
    name: file.name.split(/[\\/]/).pop()!.slice(0, 256),
    path: file.path,
    url: storages.urlOf(config, file.path),
    type: file.mime,
    size: file.size,
    creator: String(file.creatorId),
  });
}
