import type { PostSaveReq } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SystemErrors } from '../../system.errors';
import { Post } from '../domain/post.entity';

/** A post of the tenant; else POST_NOT_FOUND. */
export async function getPost(em: EntityManager, tenantId: number, id: number): Promise<Post> {
  const post = await em.findOne(Post, { id, tenantId });
  if (!post) throw BizError.of(SystemErrors.POST_NOT_FOUND);
  return post;
}

/** The posts of these ids, all of the tenant; else POST_NOT_FOUND (nothing is deleted then). */
export async function getPosts(em: EntityManager, tenantId: number, ids: number[]): Promise<Post[]> {
  const posts = await em.find(Post, { id: { $in: ids }, tenantId });
  if (posts.length !== new Set(ids).size) throw BizError.of(SystemErrors.POST_NOT_FOUND);
  return posts;
}

/** Name and code are each unique in the tenant (`id`: the post being updated). */
export async function checkPostUnique(em: EntityManager, tenantId: number, input: PostSaveReq): Promise<void> {
  const others = input.id !== undefined ? { id: { $ne: input.id } } : {};
  if (await em.count(Post, { tenantId, name: input.name.trim(), ...others })) throw BizError.of(SystemErrors.POST_NAME_DUPLICATE);
  if (await em.count(Post, { tenantId, code: input.code.trim(), ...others })) throw BizError.of(SystemErrors.POST_CODE_DUPLICATE);
}

/** The editable fields of a post from a create/update body. */
export function postFields(input: PostSaveReq): Partial<Post> {
  return { name: input.name.trim(), code: input.code.trim(), sort: input.sort, status: input.status, remark: input.remark || null };
}
