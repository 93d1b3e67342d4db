export * from './dict-store';
export { DictTag } from './DictTag';
export { colorTypeToIntent } from './color-type';
