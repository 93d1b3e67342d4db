import 'reflect-metadata';
import { loadConfigOrExit } from '@dha/server-core';
import { Logger } from 'nestjs-pino';
import { createApp } from '../create-app';
import { SeedRunner } from '../database/seed-runner';

/**
 * `npm run seed:demo` (through `node scripts/start.js --seed-demo`, which resolves the database and
 * Redis like `npm start`): builds the same app as the server without listening, which applies
 * pending migrations and the base seeds, then runs every `demo` seeder of the modules (they are
 * idempotent: running it twice changes nothing), then exits.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit({ ...process.env, RUN_WORKERS: 'false', CONSOLE_DIST: '' });
  const app = await createApp(config, { prepareDatabase: true });
  try {
    await app.get(SeedRunner).run('demo');
    app.get(Logger).log('demo data loaded', 'SeedDemo');
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed:demo failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
