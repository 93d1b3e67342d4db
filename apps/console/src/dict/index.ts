export * from './dict-store';
export { DictTag } from './DictTag';
