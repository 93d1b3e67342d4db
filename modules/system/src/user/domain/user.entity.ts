import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CommonStatus } from '@dha/contracts';
import { Tenant } from '../../tenant/domain/tenant.entity';

/** An account (staff or visitor) with the profile a signup needs. */
@Entity({ tableName: 'system_users' })
// one account per name in a tenant whatever its case (lookups compare lower(username): user-admin.repository usernameIs)
@Unique({
  name: 'system_users_tenant_lower_username_unique',
  expression: 'create unique index "system_users_tenant_lower_username_unique" on "system_users" ("tenant_id", lower("username"))',
})
// one account per mobile and per e-mail (any case) in a tenant, when set (issue 29; migration system_202612020100_unique_contacts)
@Unique({
  name: 'system_users_tenant_mobile_unique',
  expression: `create unique index "system_users_tenant_mobile_unique" on "system_users" ("tenant_id", "mobile") where "mobile" is not null and "mobile" <> ''`,
})
@Unique({
  name: 'system_users_tenant_email_unique',
  expression: `create unique index "system_users_tenant_email_unique" on "system_users" ("tenant_id", lower("email")) where "email" is not null and "email" <> ''`,
})
export class User {
  [OptionalProps]?:
    | 'avatar'
    | 'status'
    | 'deptId'
    | 'loginIp'
    | 'loginDate'
    | 'createTime'
    | 'updateTime'
    | 'realName'
    | 'sex'
    | 'birthday'
    | 'certificateType'
    | 'certificateNo'
    | 'mobile'
    | 'email'
    | 'education'
    | 'identity'
    | 'workplace'
    | 'address'
    | 'emergencyContact'
    | 'emergencyPhone'
    | 'mailNotify'
    | 'remark'
    | 'passwordChangeRequired';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Tenant, { mapToPk: true, fieldName: 'tenant_id', deleteRule: 'cascade' })
  tenantId!: number;

  @Property({ length: 30 })
  username!: string;

  /** argon2id hash */
  @Property({ length: 255, hidden: true, lazy: true })
  password!: string;

  @Property({ length: 30 })
  nickname!: string;

  @Property({ length: 512, default: '' })
  avatar: string = '';

  /** 0 enabled, 1 disabled */
  @Property({ type: 'smallint', default: CommonStatus.ENABLE })
  status: number = CommonStatus.ENABLE;

  @Index({ name: 'system_users_dept_id_index' })
  @Property({ type: 'integer', nullable: true })
  deptId: number | null = null;

  @Property({ length: 50, nullable: true })
  loginIp: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  loginDate: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updateTime: Date = new Date();

  // --- profile (all optional until the profile is complete) ---
  @Property({ length: 30, nullable: true })
  realName: string | null = null;

  /** dictionary system_user_sex */
  @Property({ type: 'smallint', nullable: true })
  sex: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  birthday: Date | null = null;

  /** dictionary system_certificate_type */
  @Property({ length: 10, nullable: true })
  certificateType: string | null = null;

  @Property({ length: 30, nullable: true })
  certificateNo: string | null = null;

  @Property({ length: 11, nullable: true })
  mobile: string | null = null;

  @Property({ length: 50, nullable: true })
  email: string | null = null;

  /** dictionary signup_education */
  @Property({ length: 32, nullable: true })
  education: string | null = null;

  /** dictionary signup_identity */
  @Property({ length: 32, nullable: true })
  identity: string | null = null;

  @Property({ length: 100, nullable: true })
  workplace: string | null = null;

  @Property({ length: 200, nullable: true })
  address: string | null = null;

  @Property({ length: 30, nullable: true })
  emergencyContact: string | null = null;

  @Property({ length: 20, nullable: true })
  emergencyPhone: string | null = null;

  /** the administrator's note on the account */
  @Property({ length: 500, nullable: true })
  remark: string | null = null;

  /** set by an admin password reset or an import: every call but the own password change is refused until then */
  @Property({ type: 'boolean', default: false })
  passwordChangeRequired: boolean = false;

  /** kinds of notification also sent by mail (NotifyMailKind values); empty: none */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  mailNotify: string[] = [];
}
