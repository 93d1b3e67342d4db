import { CommonStatus, type ErrorCode } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { raw, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
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
  if ('mobile' in key) return findByMobile(em, tenantId, key.mobile);
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

/**
 * The one account of the tenant with this mobile, or null; refuses (USER_MOBILE_AMBIGUOUS) a number
 * several accounts share (rows from before the unique index) rather than pick one of them.
 */
async function findByMobile(em: EntityManager, tenantId: number, mobile: string): Promise<User | null> {
  const users = await em.find(User, { tenantId, mobile }, { populate: ['password'], limit: 2, orderBy: { id: 'asc' } });
  if (users.length > 1) throw BizError.of(SystemErrors.USER_MOBILE_AMBIGUOUS);
  return users[0] ?? null;
}

/** E-mail addresses are compared without case (`A@x.cn` is `a@x.cn`), as the unique index does. */
function emailIn(emails: readonly string[]): FilterQuery<User> {
  return { [raw('lower(email)')]: { $in: emails.map((e) => e.toLowerCase()) } } as FilterQuery<User>;
}

/** The accounts of the tenant holding any of these mobiles or e-mail addresses (their id, mobile, email). */
export function findContactHolders(
  em: EntityManager,
  tenantId: number,
  contacts: { mobiles: readonly string[]; emails: readonly string[] },
): Promise<Array<Pick<User, 'id' | 'mobile' | 'email'>>> {
  const or: Array<FilterQuery<User>> = [];
  if (contacts.mobiles.length) or.push({ mobile: { $in: [...contacts.mobiles] } });
  if (contacts.emails.length) or.push(emailIn(contacts.emails));
  if (!or.length) return Promise.resolve([]);
  return em.find(User, { tenantId, $or: or }, { fields: ['id', 'mobile', 'email'] });
}

/**
 * Why a contact is taken by another account of `holders` (the error), or null: the one rule of
 * "a mobile and an e-mail are unique per tenant" (issue 29), asked by every write of a user's
 * contacts (admin create/update, the import's rows, the own profile, the OAuth2 user update, the
 * verified mobile change). `id`: the account being written, whose own contacts do not count.
 */
export function contactTakenBy(
  holders: ReadonlyArray<Pick<User, 'id' | 'mobile' | 'email'>>,
  input: { id?: number; mobile?: string | null; email?: string | null },
): ErrorCode | null {
  const others = holders.filter((h) => h.id !== input.id);
  if (input.mobile && others.some((h) => h.mobile === input.mobile)) return SystemErrors.USER_MOBILE_EXISTS;
  const email = input.email?.toLowerCase();
  if (email && others.some((h) => h.email?.toLowerCase() === email)) return SystemErrors.USER_EMAIL_EXISTS;
  return null;
}

/** The mobile and e-mail are no other account's in the tenant; else USER_MOBILE_EXISTS / USER_EMAIL_EXISTS. */
export async function checkContactsUnique(
  em: EntityManager,
  tenantId: number,
  input: { id?: number; mobile?: string | null; email?: string | null },
): Promise<void> {
  const holders = await findContactHolders(em, tenantId, {
    mobiles: input.mobile ? [input.mobile] : [],
    emails: input.email ? [input.email] : [],
  });
  const taken = contactTakenBy(holders, input);
  if (taken) throw BizError.of(taken);
}

/**
 * A write that lost a race to the unique indexes of contacts (system_users_tenant_mobile_unique,
 * system_users_tenant_email_unique) as the business error the check above would have given; other
 * errors unchanged. `usernameToo`: the username's unique index is the last remaining cause.
 */
export function contactRaceError(e: unknown, usernameToo = false): unknown {
  if (!(e instanceof UniqueConstraintViolationException)) return e;
  const text = String(e.message);
  if (text.includes('system_users_tenant_mobile_unique')) return BizError.of(SystemErrors.USER_MOBILE_EXISTS);
  if (text.includes('system_users_tenant_email_unique')) return BizError.of(SystemErrors.USER_EMAIL_EXISTS);
  return usernameToo ? BizError.of(SystemErrors.USER_USERNAME_EXISTS) : e;
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
  await checkContactsUnique(em, tenantId, input);
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
