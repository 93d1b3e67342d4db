export * from './user.queries';
export * from './token.queries';
