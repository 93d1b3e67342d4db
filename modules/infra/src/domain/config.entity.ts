import { ConfigType } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A configuration parameter the product reads by key. */
@Entity({ tableName: 'infra_config' })
export class Config extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional;

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 50 })
  category!: string;

  @Property({ length: 100 })
  name!: string;

  @Property({ fieldName: 'config_key', length: 100, unique: 'infra_config_config_key_unique' })
  key!: string;

  @Property({ length: 500 })
  value!: string;

  /** ConfigType: 1 SYSTEM, 2 CUSTOM */
  @Property({ type: 'smallint', default: ConfigType.CUSTOM })
  type: number = ConfigType.CUSTOM;

  /** false: only the server reads it (get-value-by-key answers 1_001_000_004) */
  @Property({ type: 'boolean', default: true })
  visible: boolean = true;

  @Property({ length: 500, nullable: true })
  remark: string | null = null;
}
