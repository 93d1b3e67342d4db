import type { EntityManager } from '@mikro-orm/postgresql';

/** At most this many rows go into one export workbook. */
export const EXPORT_MAX_ROWS = 50_000;

/** The log tables a clean job prunes. */
export type PrunedLog = 'infra_job_log' | 'infra_api_access_log' | 'infra_api_error_log';

/** Deletes the rows of a log older than `days`, `batch` per statement (short locks); answers how many went. */
export async function pruneOlderThan(em: EntityManager, table: PrunedLog, days: number, batch: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await em.execute<Array<{ id: string }>>(
      `delete from ${table} where id in (select id from ${table} where create_time < now() - make_interval(days => ?) limit ?) returning id`,
      [days, batch],
    );
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}
