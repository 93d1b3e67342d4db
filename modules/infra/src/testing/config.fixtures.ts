import type { TestApp } from '@dha/testing';
import { DictionaryCache } from '../infrastructure/dictionary.cache';

/** Sets a configuration value the way an administrator's edit would take effect (the cache reloads). */
export async function setConfigValue(t: TestApp, key: string, value: string): Promise<void> {
  await t.sql(`update infra_config set value = ? where config_key = ?`, [value, key]);
  await t.app.get(DictionaryCache).invalidate();
}
