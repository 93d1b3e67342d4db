export * from './biz-error';
export * from './define-errors';
