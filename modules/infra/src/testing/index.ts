export * from './config.fixtures';
export * from './xlsx.fixtures';
export * from './job.fixtures';
export * from './file.fixtures';
