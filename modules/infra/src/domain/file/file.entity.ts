import type { FileClientConfig } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** Where uploads are stored: the database, a local directory or an S3-compatible bucket; one is the master. */
@Entity({ tableName: 'infra_file_config' })
export class FileConfig extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional | 'master' | 'remark';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 63 })
  name!: string;

  /** FileStorage */
  @Property({ type: 'smallint' })
  storage!: number;

  @Property({ length: 255, nullable: true })
  remark: string | null = null;

  @Property({ type: 'boolean', default: false })
  master: boolean = false;

  @Property({ type: 'jsonb', default: "'{}'" })
  config!: FileClientConfig;
}

/** An uploaded file: its storage, path and public URL. */
@Entity({ tableName: 'infra_file' })
@Index({ name: 'infra_file_config_id_path_index', properties: ['configId', 'path'] })
export class StoredFile extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional | 'creator';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  configId!: number;

  @Property({ length: 256 })
  name!: string;

  @Property({ length: 512 })
  path!: string;

  @Property({ length: 1024 })
  url!: string;

  @Property({ length: 128, nullable: true })
  type: string | null = null;

  @Property({ type: 'integer', default: 0 })
  size!: number;

  @Property({ length: 64, default: '' })
  creator: string = '';
}

/** The bytes of a file kept by the database storage. */
@Entity({ tableName: 'infra_file_content' })
@Unique({ name: 'infra_file_content_config_id_path_unique', properties: ['configId', 'path'] })
export class FileContent {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  configId!: number;

  @Property({ length: 512 })
  path!: string;

  @Property({ type: 'blob' })
  content!: Buffer;

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();
}
