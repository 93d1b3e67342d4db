import { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PreparedStatement, sqlDate, type LoginUser } from '@dha/server-core';
import { TokenStore } from '../access/token.store';
import { rolesOfUserSql } from '../access/access.sql';
import { GetUserProfileQuery, GetUsersQuery, type UserProfileView, type UserSummary } from '../contract/user.queries';
import { GetLoginUserByTokenQuery } from '../contract/token.queries';
import { User } from '../domain';
import { isProfileComplete } from '../domain/profile-rules';

/** Largest id list one GetUsersQuery reads. */
const MAX_IDS = 1000;

async function rolesByUser(em: EntityManager, ids: number[]): Promise<Map<number, string[]>> {
  if (!ids.length) return new Map();
  const rows = await em
    .getConnection()
    .execute<Array<{ id: number; roles: string[] }>>(
      `select u.id, ${rolesOfUserSql('u.id')} as roles from system_users u where u.id = any(?::int[])`,
      [`{${ids.join(',')}}`],
    );
  return new Map(rows.map((r) => [r.id, r.roles]));
}

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
  'auth_profile_read',
  `select u.id, u.tenant_id, u.username, u.nickname, u.real_name, u.sex, u.birthday, u.certificate_type, u.certificate_no,
     u.mobile, u.email, u.education, u.identity, u.workplace, u.address, u.emergency_contact, u.emergency_phone,
     ${rolesOfUserSql('u.id')} as roles
   from system_users u where u.id = any($1::int[])`,
);

/** Most users one profile statement reads. */
const MAX_PROFILES_PER_READ = 500;

/**
 * A user's profile and role codes, without entity hydration: it sits on the signup submission
 * path, once per submission. The reads asked for in the same turn of the event loop share ONE
 * statement (`id = any(…)`); nothing is cached.
 */
@QueryHandler(GetUserProfileQuery)
export class GetUserProfileHandler implements IQueryHandler<GetUserProfileQuery, UserProfileView | null> {
  private readonly reads = new DataLoader<number, UserProfileView | null>((ids) => this.readMany(ids), {
    cache: false,
    maxBatchSize: MAX_PROFILES_PER_READ,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUserProfileQuery): Promise<UserProfileView | null> {
    if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return null;
    return this.reads.load(userId);
  }

  private async readMany(ids: readonly number[]): Promise<Array<UserProfileView | null>> {
    const rows = await PROFILE_READ.run(this.em, [[...new Set(ids)]]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const u = byId.get(id);
      return u ? profileOf(u) : null;
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

@QueryHandler(GetUsersQuery)
export class GetUsersHandler implements IQueryHandler<GetUsersQuery, UserSummary[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUsersQuery): Promise<UserSummary[]> {
    const ids = [...new Set(userIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
    const result: UserSummary[] = [];
    const em = this.em.fork();
    for (let i = 0; i < ids.length; i += MAX_IDS) {
      const chunk = ids.slice(i, i + MAX_IDS);
      const users = await em.find(User, { id: { $in: chunk } }, { orderBy: { id: 'asc' } });
      const roles = await rolesByUser(em, chunk);
      for (const u of users) {
        result.push({
          id: u.id,
          username: u.username,
          nickname: u.nickname,
          realName: u.realName,
          mobile: u.mobile,
          roles: roles.get(u.id) ?? [],
        });
      }
    }
    return result;
  }
}

@QueryHandler(GetLoginUserByTokenQuery)
export class GetLoginUserByTokenHandler implements IQueryHandler<GetLoginUserByTokenQuery, LoginUser | null> {
  constructor(private readonly tokens: TokenStore) {}

  execute({ accessToken }: GetLoginUserByTokenQuery): Promise<LoginUser | null> {
    return this.tokens.resolve(accessToken);
  }
}
