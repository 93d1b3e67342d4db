import 'reflect-metadata';
import { ConfigError, loadConfig } from '@dha/server-core';
import { createApp } from './create-app';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config, { prepareDatabase: true });
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://127.0.0.1:${config.PORT}`;
  process.stdout.write(`DHA Center is ready: ${url}/dha-center (API ${url}${config.API_PREFIX})\n`);
  process.send?.({ type: 'ready', url });
}

main().catch((error: unknown) => {
  process.stderr.write(`DHA Center failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
