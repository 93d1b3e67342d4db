export * from './user.queries';
export * from './token.queries';
export * from './auth.events';
export * from './reviewer.queries';
