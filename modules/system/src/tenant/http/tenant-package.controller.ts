import { Permissions, type PageResult, type TenantPackageSimpleVO, type TenantPackageVO } from '@dha/contracts';
import { CurrentUser, IdQueryDto, IdsQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateTenantPackageCommand } from '../commands/create-tenant-package/create-tenant-package.command';
import { DeleteTenantPackagesCommand } from '../commands/delete-tenant-packages/delete-tenant-packages.command';
import { UpdateTenantPackageCommand } from '../commands/update-tenant-package/update-tenant-package.command';
import { GetTenantPackageQuery } from '../queries/get-tenant-package/get-tenant-package.query';
import { ListEnabledTenantPackagesQuery } from '../queries/list-enabled-tenant-packages/list-enabled-tenant-packages.query';
import { PageTenantPackagesQuery } from '../queries/page-tenant-packages/page-tenant-packages.query';
import { TenantPackageCreateDto, TenantPackagePageDto, TenantPackageUpdateDto } from './tenant-package.dto';
import { assertSystemTenant } from './tenant.controller';

const P = Permissions.tenantPackage;

/** Tenant packages: `/system/tenant-package/*` (the upstream paths and permission codes). */
@Controller('system/tenant-package')
export class TenantPackageController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: TenantPackageCreateDto): Promise<number> {
    assertSystemTenant(user);
    return this.commandBus.execute(new CreateTenantPackageCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: TenantPackageUpdateDto): Promise<true> {
    assertSystemTenant(user);
    return this.commandBus.execute(new UpdateTenantPackageCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    assertSystemTenant(user);
    return this.commandBus.execute(new DeleteTenantPackagesCommand(user, [id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(P.delete)
  deleteList(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    assertSystemTenant(user);
    return this.commandBus.execute(new DeleteTenantPackagesCommand(user, ids));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<TenantPackageVO> {
    assertSystemTenant(user);
    return this.queryBus.execute(new GetTenantPackageQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: TenantPackagePageDto): Promise<PageResult<TenantPackageVO>> {
    assertSystemTenant(user);
    return this.queryBus.execute(new PageTenantPackagesQuery(filter));
  }

  /** The enabled packages for the tenant form's select (the tenant page's grant is enough). */
  @Get(['simple-list', 'get-simple-list'])
  @RequireAnyPermission(P.query, Permissions.tenant.query)
  simpleList(@CurrentUser() user: LoginUser): Promise<TenantPackageSimpleVO[]> {
    assertSystemTenant(user);
    return this.queryBus.execute(new ListEnabledTenantPackagesQuery());
  }
}
