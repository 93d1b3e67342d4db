export * from './user.queries';
