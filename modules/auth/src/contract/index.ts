export * from './token.queries';
export * from './auth.events';
