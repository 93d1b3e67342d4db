export * from './migrations';
export * from './seeder';
export * from './redis';
