export * from './config.fixtures';
