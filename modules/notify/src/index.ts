import type { ModuleMigration } from '@dha/server-core';

export * from './notify.module';
export * from './contract/notify.events';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const notifyEntities: Function[] = [];
/** This module's migrations, in order. */
export const notifyMigrations: ModuleMigration[] = [];
