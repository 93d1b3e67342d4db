import type { AppConfig } from '@dha/server-core';

/** The public URL of the API prefix that payment providers call back (PAY_NOTIFY_BASE_URL, else this server). */
export const notifyBaseUrl = (config: Pick<AppConfig, 'PAY_NOTIFY_BASE_URL' | 'PORT' | 'API_PREFIX'>): string =>
  config.PAY_NOTIFY_BASE_URL ?? `http://127.0.0.1:${config.PORT}${config.API_PREFIX}`;
