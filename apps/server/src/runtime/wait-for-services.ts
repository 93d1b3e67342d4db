import { isDatabaseUnavailable, isRedisUnavailable, type AppConfig } from '@dha/server-core';
import Redis from 'ioredis';
import { Client } from 'pg';

/** The first wait between two tries, and the longest (the wait doubles from one to the other). */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5000;
/** How long one try of one service may take. */
const PROBE_TIMEOUT_MS = 3000;

/** The start waited START_WAIT_SECONDS and a service still did not answer: the process exits non-zero with this message. */
export class StartGaveUpError extends Error {}

interface Probe {
  /** what is waited for, as the log names it: `PostgreSQL (127.0.0.1:5432)` */
  name: string;
  /** undefined when the service answers; else why not. Throws when waiting cannot help (a wrong password, no such database). */
  problem(): Promise<string | undefined>;
}

/**
 * Hole 5 of issue 29: a process started while PostgreSQL or Redis restarts gave up at once (`Command
 * timed out`). It now waits for both to answer, trying again with a doubling delay and logging what it
 * waits for, then starts; a start that still meets an outage is tried again the same way. After
 * START_WAIT_SECONDS it gives up with a StartGaveUpError naming the service. The API and the worker
 * both start through here.
 */
export async function startWhenServicesAnswer<T>(config: AppConfig, log: (message: string) => void, start: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + config.START_WAIT_SECONDS * 1000;
  const probes = [postgres(config.DATABASE_URL), redis(config.REDIS_URL)];
  for (;;) {
    await waitFor(probes, deadline, config.START_WAIT_SECONDS, log);
    try {
      return await start();
    } catch (error) {
      if (!(isDatabaseUnavailable(error) || isRedisUnavailable(error)) || Date.now() >= deadline) throw error;
      log(`the start met an outage (${error instanceof Error ? error.message : String(error)}): waiting for the services again`);
    }
  }
}

async function waitFor(probes: Probe[], deadline: number, limitSeconds: number, log: (message: string) => void): Promise<void> {
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    const problems = (await Promise.all(probes.map(async (p) => [p.name, await p.problem()] as const))).filter(([, problem]) => problem);
    if (!problems.length) return;
    const what = problems.map(([name, problem]) => `${name}: ${problem}`).join('; ');
    const left = deadline - Date.now();
    if (left <= 0) throw new StartGaveUpError(`gave up after ${limitSeconds} s (START_WAIT_SECONDS) waiting for ${what}`);
    const wait = Math.min(delay, left);
    log(`waiting for ${what}; trying again in ${wait} ms (for ${Math.ceil(left / 1000)} s more)`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** host:port of a service URL (never its password). */
const addressOf = (url: string): string => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port}`;
};
const messageOf = (error: unknown): string => (error instanceof Error ? error.message || error.constructor.name : String(error));

/** Failures of reaching a host, as opposed to one that answers and refuses us. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const unreachable = (error: unknown): boolean => UNREACHABLE.has(String((error as { code?: unknown } | undefined)?.code));

function postgres(url: string): Probe {
  return {
    name: `PostgreSQL (${addressOf(url)})`,
    async problem() {
      const client = new Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
        return undefined;
      } catch (error) {
        if (unreachable(error) || isDatabaseUnavailable(error) || /timeout/i.test(messageOf(error))) return messageOf(error);
        throw error;
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  };
}

function redis(url: string): Probe {
  return {
    name: `Redis (${addressOf(url)})`,
    async problem() {
      const client = new Redis(url, {
        lazyConnect: true,
        connectTimeout: PROBE_TIMEOUT_MS,
        commandTimeout: PROBE_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
        enableOfflineQueue: false,
      });
      // the connection's own error (ECONNREFUSED …): the command only learns that the connection closed
      let cause: unknown;
      client.on('error', (error) => (cause = error));
      try {
        await client.connect();
        await client.ping();
        return undefined;
      } catch (error) {
        const why = cause ?? error;
        // LOADING: a restarted Redis reads its append-only file before it answers
        if (unreachable(why) || isRedisUnavailable(why) || /^(LOADING|Connection is closed)/.test(messageOf(why))) return messageOf(why);
        throw why;
      } finally {
        client.disconnect();
      }
    },
  };
}
