import { GetObjectCommand, DeleteObjectCommand, PutObjectCommand, S3Client, NoSuchKey } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileStorage, type FileClientConfig } from '@dha/contracts';
import { InjectConfig, type AppConfig } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileConfig } from '../../domain/file/file.entity';

/** One storage's operations (upstream's FileClient). Paths are checked by the caller (safeStoredPath). */
export interface FileStorageClient {
  put(path: string, content: Buffer, mime: string): Promise<void>;
  /** the bytes, or null when there are none */
  get(path: string): Promise<Buffer | null>;
  delete(path: string): Promise<void>;
  /** where the browser PUTs the bytes itself (S3 only) */
  presignedPut?(path: string, mime: string): Promise<string>;
  /** a public URL of the file when the store serves it itself (S3 with public access and a domain) */
  directUrl?(path: string): string | undefined;
}

const PRESIGNED_SECONDS = 600;

/** The database storage: the bytes in infra_file_content. */
class DatabaseStorage implements FileStorageClient {
  constructor(
    private readonly em: EntityManager,
    private readonly configId: number,
  ) {}

  async put(path: string, content: Buffer): Promise<void> {
    await this.em.fork().execute(
      `insert into infra_file_content (config_id, path, content, create_time) values (?, ?, ?, now())
         on conflict (config_id, path) do update set content = excluded.content`,
      [this.configId, path, content],
    );
  }

  async get(path: string): Promise<Buffer | null> {
    const [row] = await this.em
      .fork()
      .execute<Array<{ content: Buffer }>>(`select content from infra_file_content where config_id = ? and path = ?`, [
        this.configId,
        path,
      ]);
    return row?.content ?? null;
  }

  async delete(path: string): Promise<void> {
    await this.em.fork().execute(`delete from infra_file_content where config_id = ? and path = ?`, [this.configId, path]);
  }
}

/** The local disk: files under basePath (never outside it). */
class LocalDiskStorage implements FileStorageClient {
  private readonly root: string;

  constructor(basePath: string) {
    this.root = resolve(basePath);
  }

  private fileOf(path: string): string {
    const file = resolve(this.root, path);
    if (!file.startsWith(`${this.root}${sep}`)) throw new Error(`path outside the storage directory: ${path}`);
    return file;
  }

  async put(path: string, content: Buffer): Promise<void> {
    const file = this.fileOf(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content, { flag: 'wx' });
  }

  async get(path: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(path));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(path: string): Promise<void> {
    await rm(this.fileOf(path), { force: true });
  }
}

/** Any S3-compatible store, through the AWS SDK. */
class S3Storage implements FileStorageClient {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly config: FileClientConfig) {
    this.bucket = config.bucket ?? '';
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region || 'us-east-1',
      forcePathStyle: config.enablePathStyleAccess ?? true,
      credentials: { accessKeyId: config.accessKey ?? '', secretAccessKey: config.accessSecret ?? '' },
      // the checksums newer SDKs add by default are not spoken by every S3-compatible store
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(path: string, content: Buffer, mime: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: content, ContentType: mime }));
  }

  async get(path: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
  }

  presignedPut(path: string, mime: string): Promise<string> {
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.bucket, Key: path, ContentType: mime }), {
      expiresIn: PRESIGNED_SECONDS,
    });
  }

  directUrl(path: string): string | undefined {
    return this.config.enablePublicAccess && this.config.domain ? `${this.config.domain.replace(/\/+$/, '')}/${path}` : undefined;
  }
}

/** The storage client of a file configuration (made once per configuration version). */
@Injectable()
export class FileStorages {
  private readonly clients = new Map<number, { version: number; client: FileStorageClient }>();

  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Where a stored file is read: the store itself when it serves the public, else our `GET /infra/file/{configId}/get/{path}`. */
  urlOf(config: FileConfig, path: string): string {
    const direct = this.of(config).directUrl?.(path);
    if (direct) return direct;
    const base = (config.config.domain ?? '').replace(/\/+$/, '');
    return `${base}${this.config.API_PREFIX.replace(/\/+$/, '')}/infra/file/${config.id}/get/${path.split('/').map(encodeURIComponent).join('/')}`;
  }

  of(config: FileConfig): FileStorageClient {
    const version = config.updateTime.getTime();
    const cached = this.clients.get(config.id);
    if (cached?.version === version) return cached.client;
    const client = this.make(config);
    this.clients.set(config.id, { version, client });
    return client;
  }

  private make(config: FileConfig): FileStorageClient {
    switch (config.storage) {
      case FileStorage.DB:
        return new DatabaseStorage(this.em, config.id);
      case FileStorage.LOCAL:
        return new LocalDiskStorage(config.config.basePath || this.config.FILE_LOCAL_DIR);
      case FileStorage.S3:
        return new S3Storage(config.config);
      default:
        throw new Error(`unknown file storage ${config.storage}`);
    }
  }
}
