import type { TestApp } from '@dha/testing';
import { DictionaryCache } from '../infrastructure/dictionary.cache';

/** Sets a configuration value the way an administrator's edit would take effect (the cache reloads). */
export async function setConfigValue(t: TestApp, key: string, value: string): Promise<void> {
  await t.sql(`update infra_config set value = ? where config_key = ?`, [value, key]);
  await t.app.get(DictionaryCache).invalidate();
}

/**
 * Edits a configuration value as an administrator does in the console (`PUT /infra/config/update`,
 * the whole row with its new value): the command's transaction, its outbox event and the cache drop.
 */
export async function editConfigValue(t: TestApp, adminToken: string, key: string, value: string): Promise<void> {
  const [row] = await t.sql<{ id: number; category: string; name: string; visible: boolean; remark: string | null }>(
    'select id, category, name, visible, remark from infra_config where config_key = ?',
    [key],
  );
  if (!row) throw new Error(`no configuration key ${key}`);
  const body = { id: row.id, category: row.category, name: row.name, key, value, visible: row.visible, remark: row.remark ?? '' };
  const result = await t.api.put('/infra/config/update', body, { token: adminToken });
  if (result.code !== 0) throw new Error(`editing ${key} failed: ${result.code} ${result.msg}`);
}
