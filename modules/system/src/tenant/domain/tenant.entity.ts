import { ArrayType, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CommonStatus, DEFAULT_TENANT_ID, SYSTEM_TENANT_PACKAGE_ID } from '@dha/contracts';

/**
 * A customer organisation; every user, role and token belongs to one. Tenant 1 is the system tenant
 * (package 0: every menu, no account quota, cannot be edited or deleted); the others get their menus
 * from a tenant package.
 */
@Entity({ tableName: 'system_tenant' })
@Unique({ name: 'system_tenant_name_unique', properties: ['name'] })
export class Tenant {
  static readonly DEFAULT_ID = DEFAULT_TENANT_ID;

  [OptionalProps]?:
    | 'status'
    | 'expireTime'
    | 'createTime'
    | 'contactUserId'
    | 'contactName'
    | 'contactMobile'
    | 'websites'
    | 'packageId'
    | 'accountCount'
    | 'isSystem';

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

  /** the tenant administrator's account (made with the tenant) */
  @Property({ type: 'integer', nullable: true })
  contactUserId: number | null = null;

  @Property({ length: 30, default: '' })
  contactName: string = '';

  @Property({ length: 20, nullable: true })
  contactMobile: string | null = null;

  /** the hosts (with an optional port) the client area of this tenant is served under, unique across tenants */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  websites: string[] = [];

  /** SYSTEM_TENANT_PACKAGE_ID (0) for the system tenant */
  @Property({ type: 'integer', default: SYSTEM_TENANT_PACKAGE_ID })
  packageId: number = SYSTEM_TENANT_PACKAGE_ID;

  /** most staff accounts (self-registered visitors do not count: see TenantCheck.assertAccountQuota) */
  @Property({ type: 'integer', default: 9999 })
  accountCount: number = 9999;

  get isSystem(): boolean {
    return this.packageId === SYSTEM_TENANT_PACKAGE_ID;
  }
}
