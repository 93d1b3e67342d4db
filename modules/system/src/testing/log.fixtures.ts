import type { TestApp } from '@dha/testing';
import { LoginLogWriter } from '../log/infrastructure/log.writer';

/** Writes the login-log rows still buffered (the writer batches them), so a test can read them. */
export async function flushLoginLog(t: TestApp): Promise<void> {
  await t.app.get(LoginLogWriter).flush();
}
