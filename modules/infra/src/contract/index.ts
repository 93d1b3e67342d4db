export * from './dict.queries';
