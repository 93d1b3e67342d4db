export * from './config.fixtures';
export * from './xlsx.fixtures';
