import 'reflect-metadata';
import { loadConfigOrExit } from '@dha/server-core';
import type { AddressInfo } from 'node:net';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp(config, { prepareDatabase: true, stopOnSignals: true });
  await app.listen({ port: config.PORT, host: config.HOST });
  // the bound port (PORT=0 picks a free one: the process tests)
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  process.stdout.write(`DHA Center is ready: ${url}/dha-center (API ${url}${config.API_PREFIX})\n`);
  process.send?.({ type: 'ready', url });
}

main().catch((error: unknown) => {
  process.stderr.write(`DHA Center failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
