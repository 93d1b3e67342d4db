export * from './dict.queries';
export * from './config.queries';
export * from './infra.events';
