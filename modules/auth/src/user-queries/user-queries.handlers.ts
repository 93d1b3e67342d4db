import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LoginUser } from '@dha/server-core';
import { TokenStore } from '../access/token.store';
import { rolesOfUserSql } from '../access/access.sql';
import { GetUserProfileQuery, GetUsersQuery, type UserProfileView, type UserSummary } from '../contract/user.queries';
import { GetLoginUserByTokenQuery } from '../contract/token.queries';
import { User } from '../domain';
import { profileCompleteOf, profileFieldsOf } from '../my-profile/profile.view';

/** Largest id list one GetUsersQuery reads. */
const MAX_IDS = 1000;

async function rolesByUser(em: EntityManager, ids: number[]): Promise<Map<number, string[]>> {
  if (!ids.length) return new Map();
  const rows = await em
    .getConnection()
    .execute<Array<{ id: number; roles: string[] }>>(
      `select u.id, ${rolesOfUserSql('u.id')} as roles from "system_user" u where u.id = any(?::int[])`,
      [`{${ids.join(',')}}`],
    );
  return new Map(rows.map((r) => [r.id, r.roles]));
}

@QueryHandler(GetUserProfileQuery)
export class GetUserProfileHandler implements IQueryHandler<GetUserProfileQuery, UserProfileView | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUserProfileQuery): Promise<UserProfileView | null> {
    const em = this.em.fork();
    const user = await em.findOne(User, userId);
    if (!user) return null;
    const roles = (await rolesByUser(em, [user.id])).get(user.id) ?? [];
    return {
      id: user.id,
      tenantId: user.tenantId,
      username: user.username,
      nickname: user.nickname,
      roles,
      ...profileFieldsOf(user),
      profileComplete: profileCompleteOf(user),
    };
  }
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
