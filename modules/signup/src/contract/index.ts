export * from './signup.events';
export * from './signup.queries';
