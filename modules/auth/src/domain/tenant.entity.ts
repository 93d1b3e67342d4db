import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { CommonStatus } from '@dha/contracts';

/** A customer organisation; every user, role and token belongs to one. Tenant 1 is the default. */
@Entity({ tableName: 'system_tenant' })
export class Tenant {
  static readonly DEFAULT_ID = 1;

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 30 })
  name!: string;

  /** 0 enabled, 1 disabled */
  @Property({ type: 'smallint', default: CommonStatus.ENABLE })
  status: number = CommonStatus.ENABLE;

  /** null: never expires */
  @Property({ type: 'timestamptz', nullable: true })
  expireTime: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
