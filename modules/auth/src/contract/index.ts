export * from './token.queries';
export * from './auth.events';
export * from './wechat.queries';
