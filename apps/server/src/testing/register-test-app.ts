import { useTestAppFactory } from '@dha/testing';

/** jest setupFiles: module tests boot this app through @dha/testing's createTestApp. Loaded on first use. */
useTestAppFactory(async (config) => {
  const { createApp } = await import('../create-app');
  return createApp(config);
});
