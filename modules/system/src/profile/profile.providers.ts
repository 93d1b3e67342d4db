import { UpdateMyProfileHandler } from './commands/update-my-profile/update-my-profile.handler';
import { ProfileController } from './http/profile.controller';
import { GetMyProfileHandler } from './queries/get-my-profile/get-my-profile.handler';
import { GetOwnProfileHandler } from './queries/get-own-profile/get-own-profile.handler';
import { GetUserProfileHandler } from './queries/get-user-profile/get-user-profile.handler';

/** A person's own profile. */
export const profileControllers = [ProfileController];

export const profileProviders = [UpdateMyProfileHandler, GetMyProfileHandler, GetUserProfileHandler, GetOwnProfileHandler];
