export * from './scheduled-worker';
