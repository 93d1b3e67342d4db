import 'reflect-metadata';
import { loadConfig } from '@dha/server-core';
import { createApp } from '../create-app';
import { databaseUrl, withAdmin } from '@dha/testing';

/**
 * Once per jest run: a template database with every migration and the base seed data.
 * Each test file then clones it (CREATE DATABASE … TEMPLATE), which takes a few milliseconds.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const template = `dha_test_${runId}_tpl`;
  process.env.TEST_RUN_ID = runId;
  process.env.TEST_TEMPLATE_DB = template;
  process.env.ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'Admin@12345';
  await withAdmin((c) => c.query(`create database "${template}"`));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl(template),
    REDIS_PREFIX: `dha-test-${runId}-tpl`,
    LOG_LEVEL: 'warn',
    RUN_WORKERS: 'false',
    // as in createTestApp: the template's boot shares 2 cores with the run's start-up, and a command
    // held past the production 500 ms must not fail the whole run
    REDIS_COMMAND_TIMEOUT_MS: process.env.REDIS_COMMAND_TIMEOUT_MS ?? '5000',
  });
  const app = await createApp(config, { prepareDatabase: true });
  await app.close();
}
