import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A dictionary (e.g. `signup_status`): the name of a set of coded values. */
@Entity({ tableName: 'infra_dict_type' })
export class DictType {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 100 })
  name!: string;

  @Property({ length: 100, unique: 'infra_dict_type_type_unique' })
  type!: string;

  /** CommonStatus: 0 enabled, 1 disabled */
  @Property({ type: 'smallint', default: 0 })
  status: number = 0;

  @Property({ length: 500, nullable: true })
  remark: string | null = null;

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updateTime: Date = new Date();
}
