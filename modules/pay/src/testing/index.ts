export * from './pay-fixtures';
