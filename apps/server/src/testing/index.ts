export * from './test-app';
export * from './wait-for';
