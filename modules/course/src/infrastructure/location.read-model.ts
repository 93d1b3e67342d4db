import { containing, pageWindow } from '@dha/server-core';
import { CommonStatus, type LocationVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Location } from '../domain';
import type { LocationPageDto } from '../queries/page-locations/page-locations.dto';

export function toLocationVO(l: Location): LocationVO {
  return {
    id: l.id,
    name: l.name,
    address: l.address,
    latitude: l.latitude,
    longitude: l.longitude,
    trafficGuide: l.trafficGuide,
    sort: l.sort,
    status: l.status,
    createTime: l.createTime.getTime(),
  };
}

const IN_SORT_ORDER = { orderBy: { sort: 'asc', id: 'asc' } } as const;

export async function pageLocations(em: EntityManager, tenantId: number, filter: LocationPageDto): Promise<[LocationVO[], number]> {
  const where: FilterQuery<Location> = { tenantId };
  if (filter.name) where.name = containing(filter.name);
  if (filter.status !== undefined) where.status = filter.status;
  const [rows, total] = await em.findAndCount(Location, where, { ...IN_SORT_ORDER, ...pageWindow(filter) });
  return [rows.map(toLocationVO), total];
}

export const enabledLocations = (em: EntityManager, tenantId: number): Promise<Location[]> =>
  em.find(Location, { tenantId, status: CommonStatus.ENABLE }, IN_SORT_ORDER);
