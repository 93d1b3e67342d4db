export * from './login-user';
export * from './decorators';
export * from './access-policy';
