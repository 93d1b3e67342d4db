import { Migration } from '@mikro-orm/migrations';
import { FIRST_DAY_SQL } from '../../seed/base.seeder';

/**
 * The system tenant had no contact name or expiry and `admin` no mobile or e-mail, which the upstream
 * console's own forms require (issue 29). New databases get them from the base seeder; this fills
 * them on existing ones, only where still empty (and a mobile or e-mail only if no account holds it).
 * On a fresh database it runs before the seeder and finds nothing to fill.
 */
export class SystemFirstDayContacts202612020200 extends Migration {
  override up(): void {
    for (const [sql, params] of FIRST_DAY_SQL)
      this.addSql(
        this.getKnex()
          .raw(sql, params as never[])
          .toQuery(),
      );
  }
}
