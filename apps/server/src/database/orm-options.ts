import { authEntities, authMigrations } from '@dha/auth';
import { systemEntities, systemMigrations } from '@dha/system';
import { courseEntities, courseMigrations } from '@dha/course';
import { infraEntities, infraMigrations } from '@dha/infra';
import { notifyEntities, notifyMigrations } from '@dha/notify';
import { payEntities, payMigrations } from '@dha/pay';
import { signupEntities, signupMigrations } from '@dha/signup';
import { coreEntities, coreMigrations, type AppConfig } from '@dha/server-core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';

/** Every module's tables and migrations, in dependency order. One ORM instance serves them all. */
export const allEntities = [
  ...coreEntities,
  ...infraEntities,
  ...systemEntities,
  ...authEntities,
  ...courseEntities,
  ...payEntities,
  ...signupEntities,
  ...notifyEntities,
];
export const allMigrations = [
  ...coreMigrations,
  ...infraMigrations,
  ...systemMigrations,
  ...authMigrations,
  ...courseMigrations,
  ...payMigrations,
  ...signupMigrations,
  ...notifyMigrations,
];

export function ormOptions(config: AppConfig): Options {
  return defineConfig({
    clientUrl: config.DATABASE_URL,
    entities: allEntities,
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: {
      migrationsList: allMigrations,
      tableName: 'core_migrations',
      transactional: true,
      allOrNothing: true,
      disableForeignKeys: false,
      silent: true,
    },
    pool: { min: 0, max: config.DATABASE_POOL_SIZE },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
  });
}
