import { CommonStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountKey } from '../../contract/account.queries';
import { SystemErrors } from '../../system.errors';
import { Dept } from '../../dept/domain/dept.entity';
import { Post } from '../../post/domain/post.entity';
import { Role } from '../../role/domain/role.entity';
import { User } from '../domain/user.entity';
import { UserPost } from '../domain/user-post.entity';
import { UserRole } from '../domain/user-role.entity';

/**
 * Usernames are one per tenant whatever their case (`VISITOR4` is `visitor4`: unique index
 * system_users_tenant_lower_username_unique): every lookup by name goes through here.
 */
export function usernameIs(username: string): FilterQuery<User> {
  return { [raw('lower(username)')]: username.toLowerCase() } as FilterQuery<User>;
}

/** The user of this name in the tenant (any case), with the password hash loaded. */
export function findByUsername(em: EntityManager, tenantId: number, username: string): Promise<User | null> {
  return em.findOne(User, { $and: [{ tenantId }, usernameIs(username)] }, { populate: ['password'] });
}

/** The account a sign-in names (by username in any case, mobile or id), with the password hash loaded. */
export function findSignInUser(em: EntityManager, tenantId: number, key: AccountKey): Promise<User | null> {
  if ('username' in key) return findByUsername(em, tenantId, key.username);
  if ('mobile' in key) return em.findOne(User, { tenantId, mobile: key.mobile }, { populate: ['password'] });
  return em.findOne(User, { id: key.id, tenantId }, { populate: ['password'] });
}

/** A user of the tenant; else USER_NOT_EXISTS. */
export async function getUser(em: EntityManager, tenantId: number, id: number): Promise<User> {
  const user = await em.findOne(User, { id, tenantId });
  if (!user) throw BizError.of(SystemErrors.USER_NOT_EXISTS);
  return user;
}

/** The users of these ids, all of the tenant; else USER_NOT_EXISTS (nothing is changed then). */
export async function getUsers(em: EntityManager, tenantId: number, ids: number[]): Promise<User[]> {
  const users = await em.find(User, { id: { $in: ids }, tenantId });
  if (users.length !== new Set(ids).size) throw BizError.of(SystemErrors.USER_NOT_EXISTS);
  return users;
}

/** Username, mobile and email are each unique in the tenant (`id`: the user being updated). */
export async function checkUserUnique(
  em: EntityManager,
  tenantId: number,
  input: { id?: number; username: string; mobile?: string | null; email?: string | null },
): Promise<void> {
  const others = input.id !== undefined ? { id: { $ne: input.id } } : {};
  if (await em.count(User, { $and: [{ tenantId, ...others }, usernameIs(input.username)] }))
    throw BizError.of(SystemErrors.USER_USERNAME_EXISTS);
  if (input.mobile && (await em.count(User, { tenantId, mobile: input.mobile, ...others })))
    throw BizError.of(SystemErrors.USER_MOBILE_EXISTS);
  if (input.email && (await em.count(User, { tenantId, email: input.email, ...others }))) throw BizError.of(SystemErrors.USER_EMAIL_EXISTS);
}

/** The department is an enabled one of the tenant. */
export async function checkDept(em: EntityManager, tenantId: number, deptId: number | null | undefined): Promise<void> {
  if (deptId == null) return;
  if (!(await em.count(Dept, { id: deptId, tenantId, status: CommonStatus.ENABLE }))) throw BizError.of(SystemErrors.USER_DEPT_NOT_FOUND);
}

/** The posts are enabled ones of the tenant. */
export async function checkPosts(em: EntityManager, tenantId: number, postIds: readonly number[]): Promise<void> {
  const ids = [...new Set(postIds)];
  if (ids.length && (await em.count(Post, { id: { $in: ids }, tenantId, status: CommonStatus.ENABLE })) !== ids.length)
    throw BizError.of(SystemErrors.USER_POST_NOT_FOUND);
}

/** The enabled roles of the tenant of these ids (their codes, for the super_admin rule); else USER_ROLE_NOT_FOUND. */
export async function getGrantableRoles(em: EntityManager, tenantId: number, roleIds: readonly number[]): Promise<Role[]> {
  const ids = [...new Set(roleIds)];
  if (!ids.length) return [];
  const roles = await em.find(Role, { id: { $in: ids }, tenantId, status: CommonStatus.ENABLE });
  if (roles.length !== ids.length) throw BizError.of(SystemErrors.USER_ROLE_NOT_FOUND);
  return roles;
}

/** Replaces the user's posts. */
export async function replacePosts(em: EntityManager, userId: number, postIds: readonly number[]): Promise<void> {
  await em.nativeDelete(UserPost, { userId });
  for (const postId of new Set(postIds)) em.persist(em.create(UserPost, { userId, postId }));
}

/** Replaces the user's roles. */
export async function replaceRoles(em: EntityManager, userId: number, roleIds: readonly number[]): Promise<void> {
  await em.nativeDelete(UserRole, { userId });
  for (const roleId of new Set(roleIds)) em.persist(em.create(UserRole, { userId, roleId }));
}
