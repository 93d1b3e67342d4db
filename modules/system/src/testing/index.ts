export * from './users.fixtures';
export * from './access.fixtures';
export * from './tenant.fixtures';
export * from './log.fixtures';
