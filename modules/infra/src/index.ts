import type { ModuleMigration } from '@dha/server-core';

export * from './infra.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const infraEntities: Function[] = [];
/** This module's migrations, in order. */
export const infraMigrations: ModuleMigration[] = [];
