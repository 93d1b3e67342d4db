import { NotifyMailKind } from '@dha/contracts';
import { GetDictEntriesQuery } from '@dha/infra';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { User } from '../../../user/domain/user.entity';
import { certificateNoProblem } from '../../domain/profile-rules';
import { checkContactsUnique, contactRaceError } from '../../../user/infrastructure/user-admin.repository';
import { AccessCache } from '@dha/server-core';
import { UpdateMyProfileCommand } from '../../../contract/profile.commands';
import type { UpdateMyProfileDto } from './update-my-profile.dto';

/** Profile fields whose values come from a dictionary. */
export const CODED_FIELDS = {
  sex: 'system_user_sex',
  certificateType: 'system_certificate_type',
  education: 'signup_education',
  identity: 'signup_identity',
} as const satisfies Partial<Record<keyof UpdateMyProfileDto, string>>;

const MAIL_KINDS = Object.values(NotifyMailKind);

const PLAIN_FIELDS = [
  'realName',
  'sex',
  'certificateType',
  'certificateNo',
  'mobile',
  'email',
  'education',
  'identity',
  'workplace',
  'address',
  'emergencyContact',
  'emergencyPhone',
] as const;

@CommandHandler(UpdateMyProfileCommand)
export class UpdateMyProfileHandler implements ICommandHandler<UpdateMyProfileCommand, boolean> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly cache: AccessCache,
  ) {}

  async execute({ userId, changes }: UpdateMyProfileCommand): Promise<boolean> {
    await this.checkDictionaries(changes);
    const tenantId = await this.em
      .fork()
      .transactional(async (em) => {
        const user = await em.findOne(User, userId);
        if (!user) throw BizError.of(SystemErrors.USER_NOT_EXISTS);
        await checkOwnContacts(em, user, changes);
        if (changes.nickname !== undefined) user.nickname = changes.nickname;
        if (changes.avatar !== undefined) user.avatar = changes.avatar;
        if (changes.birthday !== undefined) user.birthday = changes.birthday === null ? null : new Date(changes.birthday);
        // kept in one fixed order, without repeats, whatever order the client sent
        if (changes.mailNotify !== undefined) user.mailNotify = MAIL_KINDS.filter((k) => changes.mailNotify?.includes(k));
        for (const field of PLAIN_FIELDS) {
          const value = changes[field];
          if (value !== undefined) (user as unknown as Record<string, unknown>)[field] = value;
        }
        // the number is checked against the type it ends up with, whichever of the two changed
        if ((changes.certificateNo !== undefined || changes.certificateType !== undefined) && user.certificateNo) {
          if (!user.certificateType) throw BizError.badRequest('certificateType 请先选择证件类型');
          const problem = certificateNoProblem(user.certificateType, user.certificateNo);
          if (problem) throw BizError.badRequest(problem);
        }
        return user.tenantId;
      })
      .catch((e: unknown) => {
        throw contactRaceError(e);
      });
    // nickname, avatar and email are part of the permission info
    await this.cache.usersChanged(tenantId, [userId]);
    return true;
  }

  private async checkDictionaries(changes: UpdateMyProfileDto): Promise<void> {
    for (const [field, dictType] of Object.entries(CODED_FIELDS) as Array<[keyof typeof CODED_FIELDS, string]>) {
      const value = changes[field];
      if (value === undefined || value === null) continue;
      const entries = await this.queryBus.execute(new GetDictEntriesQuery(dictType));
      if (!entries.some((e) => e.value === String(value))) throw BizError.badRequest(`${field} 不是有效的选项`);
    }
  }
}

/**
 * A person's own mobile and e-mail are no one else's in the tenant, and a mobile already on the
 * account changes (or is cleared) only through the verified change, which texts a code to the new
 * number (the auth module's `PUT /system/user/profile/update-mobile`): else anyone could move their
 * account onto a number they do not hold. The first mobile of an account without one is taken as
 * typed (the client area's profile asks for it; nobody else holds it, by the unique rule); the same
 * number sent back unchanged is no change.
 */
async function checkOwnContacts(em: EntityManager, user: User, changes: UpdateMyProfileDto): Promise<void> {
  const mobile = changes.mobile === undefined ? undefined : changes.mobile || null;
  const mobileChanged = mobile !== undefined && mobile !== (user.mobile || null);
  if (mobileChanged && user.mobile) throw BizError.badRequest(MOBILE_CHANGE_NEEDS_CODE);
  const email = changes.email === undefined ? undefined : changes.email || null;
  const emailChanged = email !== undefined && email?.toLowerCase() !== (user.email || null)?.toLowerCase();
  if (mobileChanged || emailChanged)
    await checkContactsUnique(em, user.tenantId, {
      id: user.id,
      mobile: mobileChanged ? mobile : null,
      email: emailChanged ? email : null,
    });
}

const MOBILE_CHANGE_NEEDS_CODE =
  'mobile 修改手机号需要验证新号码：请先向新号码发送验证码（scene 24），再通过 PUT /system/user/profile/update-mobile 提交新号码和验证码';
