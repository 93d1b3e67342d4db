export * from './dict-store';
export { DictTag, colorTypeToIntent } from './DictTag';
