import 'reflect-metadata';
import { loadConfigOrExit } from '@dha/server-core';
import type { AddressInfo } from 'node:net';
import { createApp } from './create-app';
import { createRootLogger } from './logging';
import { StartGaveUpError, startWhenServicesAnswer } from './runtime/wait-for-services';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config).child({ context: 'Start' });
  const app = await startWhenServicesAnswer(
    config,
    (message) => logger.warn(message),
    () => createApp(config, { prepareDatabase: true, stopOnSignals: true }),
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  // the bound port (PORT=0 picks a free one: the process tests)
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  process.stdout.write(`DHA Center is ready: ${url}/dha-center (API ${url}${config.API_PREFIX})\n`);
  process.send?.({ type: 'ready', url });
}

main().catch((error: unknown) => {
  const why = error instanceof StartGaveUpError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`DHA Center failed to start: ${why}\n`);
  process.exit(1);
});
