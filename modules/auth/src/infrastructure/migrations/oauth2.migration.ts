import { Migration } from '@mikro-orm/migrations';

const foreignKey = (table: string, column: string, target: string, targetColumn: string): string =>
  `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("${targetColumn}") on update cascade on delete cascade;`;

/**
 * The OAuth2 authorization server (domain/oauth2.entity.ts): clients, the users' approvals per scope,
 * authorization codes; tokens learn their client (`default`: the console's own sign-ins) and scopes,
 * and a client's own token (client_credentials) has no user.
 */
export class AuthOAuth2202611251300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "system_oauth2_client" (
      "id" serial primary key,
      "client_id" varchar(64) not null,
      "secret_hash" varchar(64) null,
      "name" varchar(64) not null,
      "logo" varchar(255) not null default '',
      "description" varchar(255) null,
      "status" smallint not null default 0,
      "access_token_validity_seconds" int not null,
      "refresh_token_validity_seconds" int not null,
      "redirect_uris" text[] not null,
      "authorized_grant_types" text[] not null,
      "scopes" text[] not null default '{}',
      "auto_approve_scopes" text[] not null default '{}',
      "create_time" timestamptz not null,
      "update_time" timestamptz not null,
      "creator" varchar(64) not null default '',
      "updater" varchar(64) not null default '',
      constraint "system_oauth2_client_client_id_unique" unique ("client_id"));`);
    this.addSql(`create table "system_oauth2_approve" (
      "id" serial primary key,
      "user_id" int not null,
      "client_id" varchar(64) not null,
      "scope" varchar(64) not null,
      "approved" boolean not null,
      "expires_at" timestamptz not null,
      constraint "system_oauth2_approve_user_client_scope_unique" unique ("user_id", "client_id", "scope"));`);
    this.addSql(foreignKey('system_oauth2_approve', 'user_id', 'system_users', 'id'));
    this.addSql(foreignKey('system_oauth2_approve', 'client_id', 'system_oauth2_client', 'client_id'));
    this.addSql(`create index "system_oauth2_approve_client_id_index" on "system_oauth2_approve" ("client_id");`);
    this.addSql(`create table "system_oauth2_code" (
      "id" serial primary key,
      "code_hash" varchar(64) not null,
      "client_id" varchar(64) not null,
      "user_id" int not null,
      "tenant_id" int not null,
      "scopes" text[] not null,
      "redirect_uri" varchar(255) not null,
      "state" varchar(255) null,
      "code_challenge" varchar(128) null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "family_id" uuid null,
      "create_time" timestamptz not null default now(),
      constraint "system_oauth2_code_code_hash_unique" unique ("code_hash"));`);
    this.addSql(foreignKey('system_oauth2_code', 'client_id', 'system_oauth2_client', 'client_id'));
    this.addSql(foreignKey('system_oauth2_code', 'user_id', 'system_users', 'id'));
    this.addSql(foreignKey('system_oauth2_code', 'tenant_id', 'system_tenant', 'id'));
    for (const column of ['client_id', 'user_id', 'tenant_id'])
      this.addSql(`create index "system_oauth2_code_${column}_index" on "system_oauth2_code" ("${column}");`);
    for (const table of ['system_refresh_token', 'system_access_token']) {
      this.addSql(`alter table "${table}" add column "client_id" varchar(64) not null default 'default',
        add column "scopes" text[] not null default '{}', alter column "user_id" drop not null;`);
      this.addSql(`create index "${table}_client_id_index" on "${table}" ("client_id");`);
    }
  }
}
