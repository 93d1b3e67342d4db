import { Migration } from '@mikro-orm/migrations';

/** The OAuth2 client fields the upstream console's form sends: authorities, resource ids, additional information. */
export class AuthOAuth2ClientUpstreamFields202611281310 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "system_oauth2_client"
      add column if not exists "authorities" text[] not null default '{}',
      add column if not exists "resource_ids" text[] not null default '{}',
      add column if not exists "additional_information" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "system_oauth2_client"
      drop column if exists "authorities", drop column if exists "resource_ids", drop column if exists "additional_information";`);
  }
}
