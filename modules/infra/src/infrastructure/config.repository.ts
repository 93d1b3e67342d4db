import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Config } from '../domain';
import { InfraErrors } from '../infra.errors';

/** A configuration parameter; else CONFIG_NOT_EXISTS. */
export async function getConfig(em: EntityManager, id: number): Promise<Config> {
  const row = await em.findOne(Config, { id });
  if (!row) throw BizError.of(InfraErrors.CONFIG_NOT_EXISTS);
  return row;
}

/** Keys are unique (`exceptId`: the row being edited). */
export async function assertConfigKeyUnique(em: EntityManager, key: string, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
  if (await em.count(Config, { key, ...others })) throw BizError.of(InfraErrors.CONFIG_KEY_DUPLICATE);
}
