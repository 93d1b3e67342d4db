import type { ModuleMigration } from '@dha/server-core';

export * from './signup.module';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const signupEntities: Function[] = [];
/** This module's migrations, in order. */
export const signupMigrations: ModuleMigration[] = [];
