import type { ModuleMigration } from '@dha/server-core';

export * from './auth.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const authEntities: Function[] = [];
/** This module's migrations, in order. */
export const authMigrations: ModuleMigration[] = [];
