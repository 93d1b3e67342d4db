export * from './envelope.interceptor';
export * from './exception.filter';
export * from './validation.pipe';
export * from './pagination';
export * from './demo-mode.guard';
export * from './id.dto';
export * from './query-transforms';
export * from './create-time-page.dto';
