export * from './test-app';
export * from './wait-for';
export * from './test-database';
export * from './smtp-sink';
