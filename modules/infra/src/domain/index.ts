export * from './config.entity';
export * from './dict-type.entity';
export * from './dict-data.entity';
