import { NotifyMailKind, type NotifyMailKindValue, type ProfileFields } from '@dha/contracts';
import type { User } from '../../user/domain/user.entity';
import { isProfileComplete } from './profile-rules';

/** The wire form of a user's profile fields (birthday as epoch ms). */
export function profileFieldsOf(user: User): Required<ProfileFields> {
  return {
    realName: user.realName,
    sex: user.sex,
    birthday: user.birthday ? user.birthday.getTime() : null,
    certificateType: user.certificateType,
    certificateNo: user.certificateNo,
    mobile: user.mobile,
    email: user.email,
    education: user.education,
    identity: user.identity,
    workplace: user.workplace,
    address: user.address,
    emergencyContact: user.emergencyContact,
    emergencyPhone: user.emergencyPhone,
  };
}

export const profileCompleteOf = (user: User): boolean => isProfileComplete(user);

const MAIL_KINDS = new Set<string>(Object.values(NotifyMailKind));

/** The user's mail opt-ins; a kind no longer known is left out rather than shown. */
export const mailNotifyOf = (user: User): NotifyMailKindValue[] =>
  (user.mailNotify ?? []).filter((k): k is NotifyMailKindValue => MAIL_KINDS.has(k));
