import { CommonStatus, type LocationSimpleVO, type LocationVO, type PageResult } from '@dha/contracts';
import { BizError, pageOf } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../course.errors';
import { escapeLike } from '../course-type/course-type.queries';
import { Location } from '../domain';
import type { LocationPageDto } from './location.dto';

export class GetLocationQuery extends Query<LocationVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}

export class PageLocationsQuery extends Query<PageResult<LocationVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: LocationPageDto,
  ) {
    super();
  }
}

/** Enabled centres in sort order; `simple` answers only id and name. */
export class ListLocationsQuery extends Query<LocationVO[] | LocationSimpleVO[]> {
  constructor(
    readonly tenantId: number,
    readonly simple: boolean,
  ) {
    super();
  }
}

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

@QueryHandler(GetLocationQuery)
export class GetLocationHandler implements IQueryHandler<GetLocationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetLocationQuery): Promise<LocationVO> {
    const location = await this.em.fork().findOne(Location, { id, tenantId });
    if (!location) throw BizError.of(CourseErrors.LOCATION_NOT_EXISTS);
    return toLocationVO(location);
  }
}

@QueryHandler(PageLocationsQuery)
export class PageLocationsHandler implements IQueryHandler<PageLocationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageLocationsQuery): Promise<PageResult<LocationVO>> {
    const where: FilterQuery<Location> = { tenantId };
    if (filter.name) where.name = { $ilike: `%${escapeLike(filter.name)}%` };
    if (filter.status !== undefined) where.status = filter.status;
    const [rows, total] = await this.em.fork().findAndCount(Location, where, {
      orderBy: { sort: 'asc', id: 'asc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    return pageOf(rows.map(toLocationVO), total);
  }
}

@QueryHandler(ListLocationsQuery)
export class ListLocationsHandler implements IQueryHandler<ListLocationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, simple }: ListLocationsQuery): Promise<LocationVO[] | LocationSimpleVO[]> {
    const rows = await this.em.fork().find(Location, { tenantId, status: CommonStatus.ENABLE }, { orderBy: { sort: 'asc', id: 'asc' } });
    return simple ? rows.map((l) => ({ id: l.id, name: l.name })) : rows.map(toLocationVO);
  }
}

export const locationQueryHandlers = [GetLocationHandler, PageLocationsHandler, ListLocationsHandler];
