import { Migration } from '@mikro-orm/migrations';

/** Social account bindings (domain/social-binding.entity.ts). */
export class AuthSocialBinding202611251310 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_social_binding" (
      "id" serial primary key,
      "tenant_id" int not null,
      "user_id" int not null,
      "type" smallint not null,
      "openid" varchar(128) not null,
      "nickname" varchar(64) null,
      "avatar" varchar(512) null,
      "create_time" timestamptz not null default now(),
      constraint "system_social_binding_tenant_type_openid_unique" unique ("tenant_id", "type", "openid"),
      constraint "system_social_binding_tenant_user_type_unique" unique ("tenant_id", "user_id", "type"));`);
    this.addSql(
      `alter table "system_social_binding" add constraint "system_social_binding_tenant_id_foreign" foreign key ("tenant_id") references "system_tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "system_social_binding" add constraint "system_social_binding_user_id_foreign" foreign key ("user_id") references "system_users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "system_social_binding_user_id_index" on "system_social_binding" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_social_binding";`);
  }
}
