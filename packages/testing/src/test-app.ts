import 'reflect-metadata';
import type { CommonResult } from '@dha/contracts';
import { loadConfig, type AppConfig } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, withAdmin } from './test-database';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = (): string => process.env.ADMIN_PASSWORD ?? 'Admin@12345';

/** Boots the whole server (apps/server's `createApp`); the app registers it, see `useTestAppFactory`. */
export type TestAppFactory = (config: AppConfig) => Promise<NestFastifyApplication>;

let appFactory: TestAppFactory | undefined;

/**
 * The server app plugs its factory in from jest's setup (apps/server/src/testing/register-test-app.ts):
 * module tests build the whole app without the modules depending on the app that composes them.
 */
export function useTestAppFactory(factory: TestAppFactory): void {
  appFactory = factory;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  api: TestApi;
  /** a fresh EntityManager fork, for asserting what was (or was not) written */
  em(): EntityManager;
  /** raw SQL on this test's database */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** how many rows a table holds now (for "nothing was written" checks) */
  rowCount(table: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Boots the whole server against a database of its own (cloned from the run's template, so it
 * already holds the migrations and base seed data) and a Redis key prefix of its own.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const runId = process.env.TEST_RUN_ID;
  const template = process.env.TEST_TEMPLATE_DB;
  if (!runId || !template) throw new Error('run through jest: the global setup prepares the template database');
  if (!appFactory) throw new Error('no test app factory: jest setupFiles must include apps/server/src/testing/register-test-app.ts');
  const suffix = randomBytes(4).toString('hex');
  const name = `dha_test_${runId}_${suffix}`;
  await withAdmin((c) => c.query(`create database "${name}" template "${template}"`));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl(name),
    REDIS_PREFIX: `dha-test-${runId}-${suffix}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // test files boot apps side by side on 2 cores: an event loop held for half a second by a boot
    // must not time a command out (redis-outage.spec sets the production 500 ms it measures)
    REDIS_COMMAND_TIMEOUT_MS: '5000',
    // the operation log's spool belongs to this database: never drained into another test's
    LOG_SPOOL_DIR: join(tmpdir(), `dha-log-spool-${name}`),
    ...env,
  });
  const app = await appFactory(config);
  const em = app.get(EntityManager);
  return {
    app,
    config,
    api: new TestApi(app, config.API_PREFIX),
    em: () => em.fork(),
    sql: (query, params = []) => em.getConnection().execute(query, params as never[]),
    rowCount: async (table) => Number((await em.getConnection().execute<Array<{ n: string }>>(`select count(*) n from ${table}`))[0]!.n),
    async close() {
      await app.close();
      await withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`));
      await rm(config.LOG_SPOOL_DIR, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  tenantId?: number | string | null;
  query?: Record<string, string | number | boolean | Array<string | number>>;
  headers?: Record<string, string>;
}

/** Calls the API in-process (Fastify inject) and returns the envelope. */
export class TestApi {
  constructor(
    private readonly app: NestFastifyApplication,
    private readonly prefix: string,
  ) {}

  get<T = unknown>(path: string, options: CallOptions = {}): Promise<CommonResult<T>> {
    return this.call<T>('GET', path, undefined, options);
  }

  post<T = unknown>(path: string, body?: unknown, options: CallOptions = {}): Promise<CommonResult<T>> {
    return this.call<T>('POST', path, body, options);
  }

  put<T = unknown>(path: string, body?: unknown, options: CallOptions = {}): Promise<CommonResult<T>> {
    return this.call<T>('PUT', path, body, options);
  }

  delete<T = unknown>(path: string, options: CallOptions = {}): Promise<CommonResult<T>> {
    return this.call<T>('DELETE', path, undefined, options);
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options: CallOptions): Promise<CommonResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.tenantId !== null) headers['tenant-id'] = String(options.tenantId ?? 1);
    const response = await this.app.inject({
      method,
      url: `${this.prefix}${path}`,
      query: options.query as Record<string, string | string[]> | undefined,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return JSON.parse(response.body) as CommonResult<T>;
  }

  /** Logs in and answers the access token (fails the test if the login fails). */
  async login(username: string, password: string): Promise<string> {
    const result = await this.post<{ accessToken: string }>('/system/auth/login', { username, password });
    if (result.code !== 0 || !result.data) throw new Error(`login ${username} failed: ${result.code} ${result.msg}`);
    return result.data.accessToken;
  }

  loginAsAdmin(): Promise<string> {
    return this.login(ADMIN_USERNAME, ADMIN_PASSWORD());
  }
}

/**
 * A describe block's test app: booted before its first test with the admin logged in, closed after
 * its last. `ready` receives both (assign them to the block's variables) and may prepare more.
 */
export function withAdminApp(ready: (t: TestApp, adminToken: string) => Promise<void> | void, env: Record<string, string> = {}): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
    await ready(app, await app.api.loginAsAdmin());
  });
  afterAll(() => app?.close());
}
