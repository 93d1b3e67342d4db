import { ConfigType } from '@dha/contracts';
import { DataSeeder, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Config, DictData, DictType } from '../domain';
import { DictionaryCache } from '../infrastructure/dictionary.cache';
import { BASE_CONFIG } from './base-config';
import { BASE_DICTIONARIES } from './base-dictionaries';

/**
 * Base dictionaries and configuration, at every start.
 *
 * Policy: insert what is missing, never touch what exists. Rows are matched by their natural key
 * (dict type `type`, dict data `(dictType, value)`, config `key`) with `on conflict do nothing`,
 * so a label, colour, status or value an admin edited survives every restart, and an entry an
 * admin disabled stays disabled. A later release that must correct a shipped label does it in a
 * migration, deliberately. (An entry an admin deleted comes back at the next start: deleting is
 * done by disabling.)
 */
@Injectable()
@DataSeeder({ kind: 'base', order: 10 })
export class InfraBaseDataSeeder implements Seeder {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: DictionaryCache,
  ) {}

  async seed(): Promise<void> {
    const now = new Date();
    await this.em.fork().transactional(async (em) => {
      await em
        .createQueryBuilder(DictType)
        .insert(
          BASE_DICTIONARIES.map((d) => ({
            name: d.name,
            type: d.type,
            status: 0,
            remark: d.remark ?? null,
            createTime: now,
            updateTime: now,
          })),
        )
        .onConflict(['type'])
        .ignore()
        .execute();
      await em
        .createQueryBuilder(DictData)
        .insert(
          BASE_DICTIONARIES.flatMap((d) =>
            d.entries.map(([value, label, colorType], i) => ({
              dictType: d.type,
              value: String(value),
              label,
              colorType,
              cssClass: '',
              sort: i + 1,
              status: 0,
              remark: null,
              createTime: now,
              updateTime: now,
            })),
          ),
        )
        .onConflict(['dictType', 'value'])
        .ignore()
        .execute();
      await em
        .createQueryBuilder(Config)
        .insert(BASE_CONFIG.map((c) => ({ ...c, type: ConfigType.SYSTEM, visible: true, createTime: now, updateTime: now })))
        .onConflict(['key'])
        .ignore()
        .execute();
    });
    await this.cache.invalidate();
  }
}
