export * from './user.queries';
export * from './profile.queries';
export * from './profile.commands';
export * from './account.queries';
export * from './account.commands';
export * from './reviewer.queries';
export * from './data-scope.queries';
export * from './dept.queries';
export * from './operate-log';
export * from './system.events';
/** the masked form of a mobile (`138****8000`), for every module that shows a person's mobile to staff who must not read it whole */
export { maskMobile } from '../user/domain/mobile-visibility';
/** the body of the own profile's change (the OAuth2 user-update call takes it too) */
export { ProfileBasicsDto, UpdateMyProfileDto } from '../profile/commands/update-my-profile/update-my-profile.dto';
