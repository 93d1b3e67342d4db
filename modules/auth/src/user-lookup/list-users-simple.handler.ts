import { CommonStatus, type UserSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { rolesOfUserSql } from '../access/access.sql';
import { ListUsersSimpleQuery } from './list-users-simple.query';
import { maskMobile } from './mobile-visibility';

interface Row {
  id: number;
  username: string;
  nickname: string;
  real_name: string | null;
  mobile: string | null;
  roles: string[];
}

/** `%`, `_` and `\` of a keyword match themselves in ILIKE. */
const likeLiteral = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One statement: the tenant's enabled users, filtered by role and keyword, ordered by id. */
@QueryHandler(ListUsersSimpleQuery)
export class ListUsersSimpleHandler implements IQueryHandler<ListUsersSimpleQuery, UserSimpleVO[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter, fullMobile }: ListUsersSimpleQuery): Promise<UserSimpleVO[]> {
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
    const rows = await this.em.getConnection().execute<Row[]>(
      `select u.id, u.username, u.nickname, u.real_name, u.mobile, ${rolesOfUserSql('u.id')} as roles
       from system_users u where ${where.join(' and ')} order by u.id limit ?`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      realName: r.real_name,
      mobile: fullMobile ? r.mobile : maskMobile(r.mobile),
      roles: r.roles,
    }));
  }
}
