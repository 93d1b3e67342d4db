export * from './user.queries';
export * from './token.queries';
export * from './auth.events';
export * from './reviewer.queries';
export * from './data-scope.queries';
export * from './operate-log';
