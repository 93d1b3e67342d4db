import { CommonStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DictData, DictType } from '../domain';
import { InfraErrors } from '../infra.errors';

/** A dictionary type; else DICT_TYPE_NOT_EXISTS. */
export async function getDictType(em: EntityManager, id: number): Promise<DictType> {
  const row = await em.findOne(DictType, { id });
  if (!row) throw BizError.of(InfraErrors.DICT_TYPE_NOT_EXISTS);
  return row;
}

/** Name and type code are each unique among dictionary types (`exceptId`: the row being edited). */
export async function assertDictTypeUnique(em: EntityManager, name: string, type: string, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
  if (await em.count(DictType, { name, ...others })) throw BizError.of(InfraErrors.DICT_TYPE_NAME_DUPLICATE);
  if (await em.count(DictType, { type, ...others })) throw BizError.of(InfraErrors.DICT_TYPE_TYPE_DUPLICATE);
}

/** How many entries (enabled or not) a dictionary type has. */
export const entriesOf = (em: EntityManager, type: string): Promise<number> => em.count(DictData, { dictType: type });

/** A dictionary entry; else DICT_DATA_NOT_EXISTS. */
export async function getDictData(em: EntityManager, id: number): Promise<DictData> {
  const row = await em.findOne(DictData, { id });
  if (!row) throw BizError.of(InfraErrors.DICT_DATA_NOT_EXISTS);
  return row;
}

/** An entry may only join an existing, enabled type, with a value no other entry of that type has. */
export async function assertDictDataFits(em: EntityManager, dictType: string, value: string, exceptId?: number): Promise<void> {
  const type = await em.findOne(DictType, { type: dictType });
  if (!type) throw BizError.of(InfraErrors.DICT_TYPE_NOT_EXISTS);
  if (type.status !== CommonStatus.ENABLE) throw BizError.of(InfraErrors.DICT_TYPE_NOT_ENABLE);
  const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
  if (await em.count(DictData, { dictType, value, ...others })) throw BizError.of(InfraErrors.DICT_DATA_VALUE_DUPLICATE);
}
