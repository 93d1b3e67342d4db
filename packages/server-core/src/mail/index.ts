export * from './smtp';
