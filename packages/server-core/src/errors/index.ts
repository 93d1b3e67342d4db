export * from './biz-error';
