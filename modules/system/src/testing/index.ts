export * from './users.fixtures';
export * from './access.fixtures';
export * from './tenant.fixtures';
