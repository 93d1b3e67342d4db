export * from './login-user';
export * from './decorators';
export * from './access-policy';
export * from './client-area-calls';
export * from './route-key';
