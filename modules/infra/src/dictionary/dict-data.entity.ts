import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** One coded value of a dictionary: `value` is stored and sent as a string, `label` is what people read. */
@Entity({ tableName: 'infra_dict_data' })
@Unique({ name: 'infra_dict_data_dict_type_value_unique', properties: ['dictType', 'value'] })
export class DictData {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'integer', default: 0 })
  sort: number = 0;

  @Property({ length: 100 })
  label!: string;

  @Property({ length: 100 })
  value!: string;

  @Property({ length: 100 })
  dictType!: string;

  /** CommonStatus: 0 enabled, 1 disabled */
  @Property({ type: 'smallint', default: 0 })
  status: number = 0;

  /** default / primary / success / info / warning / danger, or '' */
  @Property({ length: 100, default: '' })
  colorType: string = '';

  @Property({ length: 100, default: '' })
  cssClass: string = '';

  @Property({ length: 500, nullable: true })
  remark: string | null = null;

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updateTime: Date = new Date();
}
