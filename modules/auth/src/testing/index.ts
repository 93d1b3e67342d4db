export * from './users.fixtures';
