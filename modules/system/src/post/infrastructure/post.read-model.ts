import { containing } from '@dha/server-core';
import { CommonStatus, type PostSimpleVO, type PostVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Post } from '../domain/post.entity';
import { IN_SORT_ORDER } from '../../infrastructure/query-filters';

export function toPostVO(p: Post): PostVO {
  return { id: p.id, name: p.name, code: p.code, sort: p.sort, status: p.status, remark: p.remark, createTime: p.createTime.getTime() };
}

export interface PostFilter {
  code?: string;
  name?: string;
  status?: number;
}

/** One page (`limit`/`offset`) of the tenant's posts matching the filter, in sort order, with the total. */
export async function findPosts(
  em: EntityManager,
  tenantId: number,
  filter: PostFilter,
  window: { limit: number; offset: number },
): Promise<[PostVO[], number]> {
  const where: FilterQuery<Post> = { tenantId };
  if (filter.code) where.code = containing(filter.code);
  if (filter.name) where.name = containing(filter.name);
  if (filter.status !== undefined) where.status = filter.status;
  const [rows, total] = await em.findAndCount(Post, where, { ...IN_SORT_ORDER, ...window });
  return [rows.map(toPostVO), total];
}

export async function enabledPosts(em: EntityManager, tenantId: number): Promise<PostSimpleVO[]> {
  const rows = await em.find(Post, { tenantId, status: CommonStatus.ENABLE }, IN_SORT_ORDER);
  return rows.map((p) => ({ id: p.id, name: p.name }));
}
