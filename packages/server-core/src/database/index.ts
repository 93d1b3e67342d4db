export * from './migrations';
export * from './seeder';
export * from './redis';
export * from './prepared-statement';
export * from './sql-date';
export * from './audit-columns';
export * from './query-filters';
export * from './batched-log-writer';
