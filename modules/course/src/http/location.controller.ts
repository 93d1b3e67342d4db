import { COURSE_ROUTE_ROLES, Permissions, type LocationSimpleVO, type LocationVO, type PageResult } from '@dha/contracts';
import { CurrentUser, IdQueryDto, RequireAnyPermission, RequireAnyRole, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateLocationCommand } from '../commands/create-location/create-location.command';
import { DeleteLocationCommand } from '../commands/delete-location/delete-location.command';
import { UpdateLocationCommand } from '../commands/update-location/update-location.command';
import { GetLocationQuery } from '../queries/get-location/get-location.query';
import { ListLocationsQuery } from '../queries/list-locations/list-locations.query';
import { LocationPageDto } from '../queries/page-locations/page-locations.dto';
import { PageLocationsQuery } from '../queries/page-locations/page-locations.query';
import { LocationCreateDto, LocationUpdateDto } from './location.dto';

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
