import { Logger } from '@nestjs/common';
import { Migration } from '@mikro-orm/migrations';

/** Every account of a tenant has its own mobile and its own e-mail (compared without case), when set. */
const UNIQUE_CONTACT_INDEXES = [
  `create unique index if not exists "system_users_tenant_mobile_unique" on "system_users" ("tenant_id", "mobile") where "mobile" is not null and "mobile" <> ''`,
  `create unique index if not exists "system_users_tenant_email_unique" on "system_users" ("tenant_id", lower("email")) where "email" is not null and "email" <> ''`,
];

/**
 * A mobile and an e-mail are one account's per tenant (issue 29, hole 2: an SMS sign-in landed in
 * whichever of two accounts sharing a number the database returned first). The application checks
 * every write (user-admin.repository `checkContactsUnique`); these partial unique indexes close the
 * race of two writes at once. Accounts are deleted for real (no soft delete), so "among live users"
 * is every row.
 *
 * Existing duplicates are looked for first. When there are none (always on a fresh database) the
 * indexes are made. When there are, the migration does not fail and does not pick a winner (which
 * account keeps a number is an administrator's call, not a migration's): it logs each shared mobile
 * or e-mail with its tenant and account ids, and leaves that index out. Nothing breaks meanwhile:
 * new writes are still checked, and SMS sign-in refuses a shared number (USER_MOBILE_AMBIGUOUS)
 * instead of choosing. Once the administrator has cleared the duplicates, the logged statement makes
 * the index.
 */
export class SystemUniqueContacts202612020100 extends Migration {
  override async up(): Promise<void> {
    const logger = new Logger('Migration');
    const [mobileIndex, emailIndex] = UNIQUE_CONTACT_INDEXES as [string, string];
    const checks = [
      { what: 'mobile', key: `"mobile"`, index: mobileIndex },
      { what: 'email', key: `lower("email")`, index: emailIndex },
    ];
    for (const { what, key, index } of checks) {
      const shared = await this.execute(
        `select tenant_id, ${key} as value, string_agg(id::text, ',' order by id) as ids from "system_users"
          where ${what} is not null and ${what} <> '' group by tenant_id, ${key} having count(*) > 1 order by tenant_id, 2`,
      );
      if (!shared.length) {
        this.addSql(`${index};`);
        continue;
      }
      const list = shared.map((r) => `tenant ${String(r.tenant_id)} ${what} ${String(r.value)}: users ${String(r.ids)}`).join('; ');
      logger.warn(
        `system_users: ${shared.length} ${what} value(s) shared by several accounts, unique index on ${what} NOT created — ${list}. ` +
          `Give each account its own ${what} (system/user), then run: ${index};`,
      );
    }
  }
}
