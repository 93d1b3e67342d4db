export * from './signup-fixtures';
export * from './signup-steps';
