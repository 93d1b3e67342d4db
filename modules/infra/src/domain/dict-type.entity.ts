import { CommonStatus } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A dictionary (e.g. `signup_status`): the name of a set of coded values. */
@Entity({ tableName: 'infra_dict_type' })
export class DictType extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional;

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 100 })
  name!: string;

  @Property({ length: 100, unique: 'infra_dict_type_type_unique' })
  type!: string;

  /** CommonStatus: 0 enabled, 1 disabled */
  @Property({ type: 'smallint', default: CommonStatus.ENABLE })
  status: number = CommonStatus.ENABLE;

  @Property({ length: 500, nullable: true })
  remark: string | null = null;
}
