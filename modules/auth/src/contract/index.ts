export * from './user.queries';
export * from './token.queries';
export * from './auth.events';
export * from './reviewer.queries';
export * from './data-scope.queries';
export * from './dept.queries';
export * from './operate-log';
/** the masked form of a mobile (`138****8000`), for every module that shows a person's mobile to staff who must not read it whole */
export { maskMobile } from '../domain/mobile-visibility';
