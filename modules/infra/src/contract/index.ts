export * from './dict.queries';
export * from './config.queries';
