import type { ModuleMigration } from '@dha/server-core';
import { Config } from './config/config.entity';
import { DictData } from './dictionary/dict-data.entity';
import { DictType } from './dictionary/dict-type.entity';
import { InfraDictionariesAndConfig202611221000 } from './migrations/infra-202611221000-dictionaries-and-config';

export * from './infra.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const infraEntities: Function[] = [DictType, DictData, Config];
/** This module's migrations, in order. */
export const infraMigrations: ModuleMigration[] = [
  { name: 'infra_202611221000_dictionaries_and_config', class: InfraDictionariesAndConfig202611221000 },
];
