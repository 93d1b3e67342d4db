export * from './envelope';
export * from './error-codes';
export * from './enums';
export * from './access';
export * from './auth';
