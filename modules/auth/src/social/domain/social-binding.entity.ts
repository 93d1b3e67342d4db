import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A third-party account (DingTalk, WeChat Work, WeChat official account…) bound to a user of a tenant:
 * social sign-in with that account signs in as the user. One user per social account, and one account
 * of each type per user, in a tenant.
 */
@Entity({ tableName: 'system_social_binding' })
@Unique({ name: 'system_social_binding_tenant_type_openid_unique', properties: ['tenantId', 'type', 'openid'] })
@Unique({ name: 'system_social_binding_tenant_user_type_unique', properties: ['tenantId', 'userId', 'type'] })
export class SocialBinding {
  [OptionalProps]?: 'nickname' | 'avatar' | 'createTime';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'integer', fieldName: 'tenant_id' })
  tenantId!: number;

  /** a user of the system module (no foreign key across modules: its USER_DISABLED event of a deleted user removes the binding) */
  @Property({ type: 'integer', fieldName: 'user_id', index: 'system_social_binding_user_id_index' })
  userId!: number;

  /** the social type of the wire facts: 20 DingTalk, 30 WeChat Work, 31 WeChat official account… */
  @Property({ type: 'smallint' })
  type!: number;

  /** the provider's stable id of the account (DingTalk openId / unionId, WeChat Work userid, WeChat openid) */
  @Property({ length: 128 })
  openid!: string;

  /** as the provider reported it at binding time */
  @Property({ length: 64, nullable: true })
  nickname: string | null = null;

  @Property({ length: 512, nullable: true })
  avatar: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
