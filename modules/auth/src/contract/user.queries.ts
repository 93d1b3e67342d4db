import type { ProfileFields } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export interface UserSummary {
  id: number;
  username: string;
  nickname: string;
  realName: string | null;
  mobile: string | null;
  /** codes of the user's enabled roles */
  roles: string[];
}

export interface UserProfileView extends UserSummary, Omit<ProfileFields, 'mobile' | 'realName'> {
  tenantId: number;
  profileComplete: boolean;
}

/** One user with the signup profile fields; null when the user does not exist. */
export class GetUserProfileQuery extends Query<UserProfileView | null> {
  constructor(readonly userId: number) {
    super();
  }
}

/** Several users by id (unknown ids are left out), for lists and exports. */
export class GetUsersQuery extends Query<UserSummary[]> {
  constructor(readonly userIds: number[]) {
    super();
  }
}

/** Ids of a tenant's users by username (unknown usernames left out), e.g. for demo data of other modules. */
export class FindUserIdsByUsernamesQuery extends Query<Record<string, number>> {
  constructor(
    readonly tenantId: number,
    readonly usernames: string[],
  ) {
    super();
  }
}
