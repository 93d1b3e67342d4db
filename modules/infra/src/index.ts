import type { ModuleMigration } from '@dha/server-core';
import { Config, DictData, DictType } from './domain';
import { InfraDictionariesAndConfig202611221000 } from './infrastructure/migrations/dictionaries-and-config.migration';
import { InfraPayOrderStatusLabel202612010100 } from './infrastructure/migrations/pay-order-status-label.migration';

export * from './infra.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const infraEntities: Function[] = [DictType, DictData, Config];
/** This module's migrations, in order. */
export const infraMigrations: ModuleMigration[] = [
  { name: 'infra_202611221000_dictionaries_and_config', class: InfraDictionariesAndConfig202611221000 },
  { name: 'infra_202612010100_pay_order_status_label', class: InfraPayOrderStatusLabel202612010100 },
];
