import type { NotifyMailKindValue, ProfileFields, UserSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** A user's names, mobile and enabled role codes: the row of the staff lookup, with the mobile always whole (server side). */
export type UserSummary = UserSimpleVO;

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

/** Where and what a user wants by mail: for the notify module's mail channel. */
export interface MailRecipient {
  userId: number;
  nickname: string;
  /** null: the user has no address, so nothing is mailed */
  email: string | null;
  /** kinds of notification the user opted in to (NotifyMailKind values) */
  mailNotify: NotifyMailKindValue[];
  /** false when the account is disabled: nothing is mailed */
  enabled: boolean;
}

/** A user's mail address and opt-ins; null when the user does not exist. */
export class GetMailRecipientQuery extends Query<MailRecipient | null> {
  constructor(readonly userId: number) {
    super();
  }
}

/** A user who would get mail now, and the kinds of message they take by mail. */
export interface MailOptIn {
  userId: number;
  kinds: string[];
}

/**
 * Which of these users would get mail now (enabled, an email on the profile, some kind opted in),
 * with their kinds: one read for every kind, so a sender marks only their messages for mail (the
 * mail consumer checks again when it sends).
 */
export class FindMailOptInsQuery extends Query<MailOptIn[]> {
  constructor(readonly userIds: number[]) {
    super();
  }
}

/**
 * The openid of the WeChat official account bound to a user (the official-account sign-in binds it),
 * or null: what WeChat Pay's JSAPI (wx_pub) needs of the payer.
 */
export class GetWechatOpenIdQuery extends Query<string | null> {
  constructor(
    readonly tenantId: number,
    readonly userId: number,
  ) {
    super();
  }
}
