import { containing, pageWindow } from '@dha/server-core';
import type { CourseCodeSeriesVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CourseCodeSeries, CourseType, formatCode } from '../domain';
import type { CodeSeriesPageDto } from '../queries/page-code-series/page-code-series.dto';

/** Series with their type names and the code `next` would hand out now. */
export async function toCodeSeriesVOs(em: EntityManager, tenantId: number, rows: CourseCodeSeries[]): Promise<CourseCodeSeriesVO[]> {
  const typeIds = [...new Set(rows.map((r) => r.typeId))];
  const types = typeIds.length ? await em.find(CourseType, { tenantId, id: { $in: typeIds } }) : [];
  const names = new Map(types.map((t) => [t.id, t.name]));
  return rows.map((s) => ({
    id: s.id,
    typeId: s.typeId,
    typeName: names.get(s.typeId) ?? '',
    prefix: s.prefix,
    nextNumber: s.nextNumber,
    digits: s.digits,
    status: s.status,
    remark: s.remark,
    nextCode: formatCode(s.prefix, s.nextNumber, s.digits),
    createTime: s.createTime.getTime(),
  }));
}

export function pageCodeSeries(em: EntityManager, tenantId: number, filter: CodeSeriesPageDto): Promise<[CourseCodeSeries[], number]> {
  const where: FilterQuery<CourseCodeSeries> = { tenantId };
  if (filter.typeId !== undefined) where.typeId = filter.typeId;
  if (filter.prefix) where.prefix = containing(filter.prefix);
  if (filter.status !== undefined) where.status = filter.status;
  return em.findAndCount(CourseCodeSeries, where, { orderBy: { id: 'asc' }, ...pageWindow(filter) });
}
