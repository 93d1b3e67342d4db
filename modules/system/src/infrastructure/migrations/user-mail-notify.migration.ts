import { Migration } from '@mikro-orm/migrations';

/** The kinds of notification a user also wants by mail (profile opt-in, values of NotifyMailKind). */
export class AuthUserMailNotify202611241200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "system_users" add column "mail_notify" text[] not null default '{}';`);
  }
}
