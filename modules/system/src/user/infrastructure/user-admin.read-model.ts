import { escapeLike, sqlDate } from '@dha/server-core';
import type { UserProfileResp, UserVO } from '@dha/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Dept } from '../../dept/domain/dept.entity';
import { Post } from '../../post/domain/post.entity';
import { Role } from '../../role/domain/role.entity';
import { User } from '../domain/user.entity';
import { UserPost } from '../domain/user-post.entity';
import { UserRole } from '../domain/user-role.entity';

/** The filters of the admin user list and its export. */
export interface UserFilter {
  username?: string;
  nickname?: string;
  mobile?: string;
  status?: number;
  /** the department and every department below it */
  deptId?: number;
  createTime?: { $gte?: Date; $lte?: Date };
}

interface UserRow {
  id: number;
  username: string;
  nickname: string;
  remark: string | null;
  dept_id: number | null;
  dept_name: string | null;
  post_ids: number[];
  email: string | null;
  mobile: string | null;
  sex: number | null;
  avatar: string;
  status: number;
  login_ip: string | null;
  login_date: Date | string | null;
  create_time: Date | string;
  total: string | number;
}

/**
 * The users of one page (or the export) with their department names, post ids and the total, in one
 * statement: the list runs on every visit of the user page, and entity hydration of four queries
 * cost most of its time (npm run bench).
 */
export async function findUsers(
  em: EntityManager,
  tenantId: number,
  filter: UserFilter,
  window: { limit: number; offset: number },
): Promise<[UserVO[], number]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  add('u.tenant_id = ?', tenantId);
  for (const [column, value] of [
    ['username', filter.username],
    ['nickname', filter.nickname],
    ['mobile', filter.mobile],
  ] as const) {
    if (value) add(`u.${column} ilike ?`, `%${escapeLike(value)}%`);
  }
  if (filter.status !== undefined) add('u.status = ?', filter.status);
  if (filter.createTime?.$gte) add('u.create_time >= ?', filter.createTime.$gte);
  if (filter.createTime?.$lte) add('u.create_time <= ?', filter.createTime.$lte);
  if (filter.deptId !== undefined)
    // the department and every department below it, in the tenant
    add(
      `u.dept_id in (with recursive sub as (
        select id from system_dept where id = ? and tenant_id = ?
        union select d.id from system_dept d join sub on d.parent_id = sub.id where d.tenant_id = ?)
      select id from sub)`,
      filter.deptId,
      tenantId,
      tenantId,
    );
  const conditions = where.join(' and ');
  const rows = await em.getConnection().execute<UserRow[]>(
    `with page as (
       select u.id, u.username, u.nickname, u.remark, u.dept_id, u.email, u.mobile, u.sex, u.avatar, u.status,
              u.login_ip, u.login_date, u.create_time, count(*) over () as total
       from system_users u where ${conditions} order by u.id desc limit ? offset ?)
     select page.*, d.name as dept_name,
            coalesce((select array_agg(up.post_id order by up.post_id) from system_user_post up where up.user_id = page.id), '{}') as post_ids
     from page left join system_dept d on d.id = page.dept_id
     order by page.id desc`,
    [...params, window.limit, window.offset],
  );
  // a page past the end has no row to carry the total
  const total = rows.length
    ? Number(rows[0]!.total)
    : Number(
        (await em.getConnection().execute<Array<{ n: string }>>(`select count(*) as n from system_users u where ${conditions}`, params))[0]!
          .n,
      );
  return [
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      remark: r.remark,
      deptId: r.dept_id,
      deptName: r.dept_name,
      postIds: r.post_ids.map(Number),
      email: r.email,
      mobile: r.mobile,
      sex: r.sex,
      avatar: r.avatar,
      status: r.status,
      loginIp: r.login_ip,
      loginDate: sqlDate(r.login_date)?.getTime() ?? null,
      createTime: sqlDate(r.create_time)!.getTime(),
    })),
    total,
  ];
}

/** The admin view of users: department names and post ids read in one statement each. */
export async function toUserVOs(em: EntityManager, users: User[]): Promise<UserVO[]> {
  if (!users.length) return [];
  const deptIds = [...new Set(users.map((u) => u.deptId).filter((id): id is number => id !== null))];
  const depts = deptIds.length ? await em.find(Dept, { id: { $in: deptIds } }, { fields: ['id', 'name'] }) : [];
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  const links = await em.find(UserPost, { userId: { $in: users.map((u) => u.id) } }, { orderBy: { postId: 'asc' } });
  const postIds = new Map<number, number[]>();
  for (const l of links) postIds.set(l.userId, [...(postIds.get(l.userId) ?? []), l.postId]);
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    remark: u.remark,
    deptId: u.deptId,
    deptName: u.deptId === null ? null : (deptName.get(u.deptId) ?? null),
    postIds: postIds.get(u.id) ?? [],
    email: u.email,
    mobile: u.mobile,
    sex: u.sex,
    avatar: u.avatar,
    status: u.status,
    loginIp: u.loginIp,
    loginDate: u.loginDate?.getTime() ?? null,
    createTime: u.createTime.getTime(),
  }));
}

/** The role ids a user holds (enabled or not: the assign dialog shows what is stored). */
export async function roleIdsOf(em: EntityManager, userId: number): Promise<number[]> {
  const rows = await em.find(UserRole, { userId }, { orderBy: { roleId: 'asc' } });
  return rows.map((r) => r.roleId);
}

/** The own profile of contract §6 (dept, roles, posts). */
export async function profileOf(em: EntityManager, user: User): Promise<UserProfileResp> {
  const roleIds = await roleIdsOf(em, user.id);
  const roles = roleIds.length ? await em.find(Role, { id: { $in: roleIds } }, { orderBy: { sort: 'asc', id: 'asc' } }) : [];
  const dept = user.deptId === null ? null : await em.findOne(Dept, { id: user.deptId, tenantId: user.tenantId });
  const postIds = (await em.find(UserPost, { userId: user.id })).map((l) => l.postId);
  const posts = postIds.length ? await em.find(Post, { id: { $in: postIds } }, { orderBy: { sort: 'asc', id: 'asc' } }) : [];
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    mobile: user.mobile,
    sex: user.sex,
    avatar: user.avatar,
    loginIp: user.loginIp,
    loginDate: user.loginDate?.getTime() ?? null,
    createTime: user.createTime.getTime(),
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    dept: dept ? { id: dept.id, name: dept.name, parentId: dept.parentId } : null,
    posts: posts.length ? posts.map((p) => ({ id: p.id, name: p.name })) : null,
  };
}
