export * from './scheduled-worker';
export * from './job-handler';
