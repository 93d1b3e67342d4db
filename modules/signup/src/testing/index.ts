export * from './signup-fixtures';
