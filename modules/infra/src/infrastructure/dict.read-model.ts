import { containing } from '@dha/server-core';
import type { DictDataVO, DictTypeSimpleVO, DictTypeVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DictData, DictType } from '../domain';
import type { DictDataPageDto } from '../queries/page-dict-data/page-dict-data.dto';
import type { DictTypePageDto } from '../queries/page-dict-types/page-dict-types.dto';

/** A window of rows: one page, or the export's first rows. */
export interface RowWindow {
  limit: number;
  offset: number;
}

export const toDictTypeVO = (r: DictType): DictTypeVO => ({
  id: r.id,
  name: r.name,
  type: r.type,
  status: r.status,
  remark: r.remark,
  createTime: r.createTime.getTime(),
});

export const toDictDataVO = (r: DictData): DictDataVO => ({
  id: r.id,
  sort: r.sort,
  label: r.label,
  value: r.value,
  dictType: r.dictType,
  status: r.status,
  colorType: r.colorType,
  cssClass: r.cssClass,
  remark: r.remark,
  createTime: r.createTime.getTime(),
});

export async function findDictTypes(em: EntityManager, filter: DictTypePageDto, window: RowWindow): Promise<[DictTypeVO[], number]> {
  const where: FilterQuery<DictType> = {};
  if (filter.name) where.name = containing(filter.name);
  if (filter.type) where.type = containing(filter.type);
  if (filter.status !== undefined) where.status = filter.status;
  const createTime = filter.createTimeCondition();
  if (createTime) where.createTime = createTime;
  const [rows, total] = await em.findAndCount(DictType, where, { orderBy: { id: 'desc' }, ...window });
  return [rows.map(toDictTypeVO), total];
}

export async function findDictData(em: EntityManager, filter: DictDataPageDto, window: RowWindow): Promise<[DictDataVO[], number]> {
  const where: FilterQuery<DictData> = {};
  if (filter.label) where.label = containing(filter.label);
  if (filter.dictType) where.dictType = filter.dictType;
  if (filter.status !== undefined) where.status = filter.status;
  const [rows, total] = await em.findAndCount(DictData, where, { orderBy: { dictType: 'asc', sort: 'asc', id: 'asc' }, ...window });
  return [rows.map(toDictDataVO), total];
}

/** Every dictionary type (enabled or not: the dict-data page filters by any of them), by type code. */
export async function allDictTypes(em: EntityManager): Promise<DictTypeSimpleVO[]> {
  const rows = await em.find(DictType, {}, { orderBy: { type: 'asc' } });
  return rows.map((r) => ({ id: r.id, name: r.name, type: r.type }));
}
