import { COURSE_ROUTE_ROLES, Permissions, type LocationSimpleVO, type LocationVO, type PageResult } from '@dha/contracts';
import { CurrentUser, Public, RequireAnyPermission, RequireAnyRole, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { IdQueryDto } from '../shared/id.dto';
import { HeaderTenantId } from '../shared/tenant';
import { CreateLocationCommand, DeleteLocationCommand, UpdateLocationCommand } from './location.commands';
import { LocationCreateDto, LocationPageDto, LocationUpdateDto } from './location.dto';
import { GetLocationQuery, ListLocationsQuery, PageLocationsQuery } from './location.queries';

const LOCATION_ROLES = [...COURSE_ROUTE_ROLES.location];

/** Centres: `/course/location/*` (the hidden `location` route: roles of spec §6 and the location permissions). */
@Controller('course/location')
export class LocationController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyRole(...LOCATION_ROLES)
  @RequireAnyPermission(Permissions.location.create)
  create(@CurrentUser() user: LoginUser, @Body() body: LocationCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateLocationCommand(user, body));
  }

  @Put('update')
  @RequireAnyRole(...LOCATION_ROLES)
  @RequireAnyPermission(Permissions.location.update)
  update(@CurrentUser() user: LoginUser, @Body() body: LocationUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateLocationCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyRole(...LOCATION_ROLES)
  @RequireAnyPermission(Permissions.location.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteLocationCommand(user, id));
  }

  @Get('get')
  @RequireAnyRole(...LOCATION_ROLES)
  @RequireAnyPermission(Permissions.location.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<LocationVO> {
    return this.queryBus.execute(new GetLocationQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyRole(...LOCATION_ROLES)
  @RequireAnyPermission(Permissions.location.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: LocationPageDto): Promise<PageResult<LocationVO>> {
    return this.queryBus.execute(new PageLocationsQuery(user.tenantId, filter));
  }

  /** id + name of the enabled centres, for the course editor's select. */
  @Get('list-all-simple')
  @RequireAnyPermission(Permissions.location.query, Permissions.course.query, Permissions.course.create, Permissions.course.update)
  listAllSimple(@CurrentUser() user: LoginUser): Promise<LocationSimpleVO[]> {
    return this.queryBus.execute(new ListLocationsQuery(user.tenantId, true)) as Promise<LocationSimpleVO[]>;
  }
}

/** `/client/location/list`: the centres with traffic directions, for /client/traffic. */
@Controller('client/location')
export class ClientLocationController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('list')
  @Public()
  list(@HeaderTenantId() tenantId: number): Promise<LocationVO[]> {
    return this.queryBus.execute(new ListLocationsQuery(tenantId, false)) as Promise<LocationVO[]>;
  }
}
