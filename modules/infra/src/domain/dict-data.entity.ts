import { CommonStatus } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** One coded value of a dictionary: `value` is stored and sent as a string, `label` is what people read. */
@Entity({ tableName: 'infra_dict_data' })
@Unique({ name: 'infra_dict_data_dict_type_value_unique', properties: ['dictType', 'value'] })
export class DictData extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional;

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
  @Property({ type: 'smallint', default: CommonStatus.ENABLE })
  status: number = CommonStatus.ENABLE;

  /** default / primary / success / info / warning / danger, or '' */
  @Property({ length: 100, default: '' })
  colorType: string = '';

  @Property({ length: 100, default: '' })
  cssClass: string = '';

  @Property({ length: 500, nullable: true })
  remark: string | null = null;
}
