import { CommonStatus, type RoleCodeValue, type UserSimpleVO } from '@dha/contracts';
import { PreparedStatement, sqlDate } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { MailOptIn, UserProfileView, UserSummary } from '../../contract/user.queries';
import { isProfileComplete } from '../../profile/domain/profile-rules';
import { rolesOfUserSql } from '../../permission/infrastructure/access.read-model';

interface ProfileRow {
  id: number;
  tenant_id: number;
  username: string;
  nickname: string;
  real_name: string | null;
  sex: number | null;
  birthday: Date | string | null;
  certificate_type: string | null;
  certificate_no: string | null;
  mobile: string | null;
  email: string | null;
  education: string | null;
  identity: string | null;
  workplace: string | null;
  address: string | null;
  emergency_contact: string | null;
  emergency_phone: string | null;
  roles: string[];
}

/** Profiles and role codes of many users (once per signup submission: prepared once per connection). */
const PROFILE_READ = new PreparedStatement<ProfileRow>(
  'system_profile_read',
  `select u.id, u.tenant_id, u.username, u.nickname, u.real_name, u.sex, u.birthday, u.certificate_type, u.certificate_no,
     u.mobile, u.email, u.education, u.identity, u.workplace, u.address, u.emergency_contact, u.emergency_phone,
     ${rolesOfUserSql('u.id')} as roles
   from system_users u where u.id = any($1::int[])`,
);

interface SimpleRow {
  id: number;
  username: string;
  nickname: string;
  real_name: string | null;
  mobile: string | null;
  roles: string[];
}

export interface UserLookupFilter {
  roleCode?: RoleCodeValue;
  keyword?: string;
  limit: number;
}

/** Largest id list one summaries read sends in one statement. */
const MAX_IDS = 1000;

// every signup event asks them: its applicant's name, and who of its recipients takes mail
const USER_SUMMARIES = new PreparedStatement<SimpleRow>(
  'system_user_summaries',
  `select u.id, u.username, u.nickname, u.real_name, u.mobile, ${rolesOfUserSql('u.id')} as roles
   from system_users u where u.id = any($1::int[]) order by u.id`,
);
const MAIL_OPT_INS = new PreparedStatement<{ id: number; mail_notify: string[] }>(
  'system_mail_opt_ins',
  `select id, mail_notify from system_users
   where id = any($1::int[]) and status = $2 and coalesce(email, '') <> '' and cardinality(mail_notify) > 0`,
);
/** Most users one profile statement reads. */
const MAX_PROFILES_PER_READ = 500;

/** `%`, `_` and `\` of a keyword match themselves in ILIKE. */
const likeLiteral = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The reads of users other modules and the staff pickers ask for (no entity hydration where it sits on a hot path). */
@Injectable()
export class UserReadModel {
  /**
   * The profile reads asked for in the same turn of the event loop share ONE statement
   * (`id = any(…)`): the signup submission path reads one per submission. Nothing is cached.
   */
  private readonly profileReads = new DataLoader<number, UserProfileView | null>((ids) => this.profiles(ids), {
    cache: false,
    maxBatchSize: MAX_PROFILES_PER_READ,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(private readonly em: EntityManager) {}

  /** A user's profile and role codes; null when the user does not exist. */
  profile(userId: number): Promise<UserProfileView | null> {
    return this.profileReads.load(userId);
  }

  /** Users by id in id order (unknown ids left out), with their enabled role codes: one statement per MAX_IDS. */
  async summaries(userIds: number[]): Promise<UserSummary[]> {
    const result: UserSummary[] = [];
    for (let i = 0; i < userIds.length; i += MAX_IDS) {
      const rows = await USER_SUMMARIES.run(this.em, [`{${userIds.slice(i, i + MAX_IDS).join(',')}}`]);
      for (const u of rows) {
        result.push({
          id: Number(u.id),
          username: u.username,
          nickname: u.nickname,
          realName: u.real_name,
          mobile: u.mobile,
          roles: u.roles,
        });
      }
    }
    return result;
  }

  /** Which of these users are enabled, have an email and take some kind of message by mail, with those kinds. */
  async mailOptIns(userIds: number[]): Promise<MailOptIn[]> {
    const rows = await MAIL_OPT_INS.run(this.em, [`{${userIds.join(',')}}`, CommonStatus.ENABLE]);
    return rows.map((r) => ({ userId: Number(r.id), kinds: r.mail_notify }));
  }

  /**
   * One statement: the tenant's enabled users, filtered by role and keyword, ordered by id, mobiles
   * whole. Without `fullMobile` a keyword matches a mobile only as the whole number.
   */
  async lookup(tenantId: number, filter: UserLookupFilter, fullMobile: boolean): Promise<UserSimpleVO[]> {
    const where = ['u.tenant_id = ?', 'u.status = ?'];
    const params: unknown[] = [tenantId, CommonStatus.ENABLE];
    if (filter.roleCode) {
      where.push(`exists (
        select 1 from system_user_role ur join system_role r on r.id = ur.role_id
        where ur.user_id = u.id and r.tenant_id = u.tenant_id and r.status = ? and r.code = ?)`);
      params.push(CommonStatus.ENABLE, filter.roleCode);
    }
    if (filter.keyword) {
      const like = `%${likeLiteral(filter.keyword)}%`;
      const mobile = fullMobile ? `u.mobile ilike ?` : `u.mobile = ?`;
      where.push(`(u.username ilike ? or u.nickname ilike ? or u.real_name ilike ? or ${mobile})`);
      params.push(like, like, like, fullMobile ? like : filter.keyword);
    }
    params.push(filter.limit);
    const rows = await this.em.getConnection().execute<SimpleRow[]>(
      `select u.id, u.username, u.nickname, u.real_name, u.mobile, ${rolesOfUserSql('u.id')} as roles
       from system_users u where ${where.join(' and ')} order by u.id limit ?`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      realName: r.real_name,
      mobile: r.mobile,
      roles: r.roles,
    }));
  }

  private async profiles(ids: readonly number[]): Promise<Array<UserProfileView | null>> {
    const rows = await PROFILE_READ.run(this.em, [[...new Set(ids)]]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      return row ? profileOf(row) : null;
    });
  }
}

function profileOf(u: ProfileRow): UserProfileView {
  const birthday = sqlDate(u.birthday);
  const sex = u.sex === null ? null : Number(u.sex);
  return {
    id: u.id,
    tenantId: u.tenant_id,
    username: u.username,
    nickname: u.nickname,
    roles: [...u.roles],
    realName: u.real_name,
    sex,
    birthday: birthday ? birthday.getTime() : null,
    certificateType: u.certificate_type,
    certificateNo: u.certificate_no,
    mobile: u.mobile,
    email: u.email,
    education: u.education,
    identity: u.identity,
    workplace: u.workplace,
    address: u.address,
    emergencyContact: u.emergency_contact,
    emergencyPhone: u.emergency_phone,
    profileComplete: isProfileComplete({
      realName: u.real_name,
      sex,
      birthday,
      certificateType: u.certificate_type,
      certificateNo: u.certificate_no,
      mobile: u.mobile,
      education: u.education,
    }),
  };
}
