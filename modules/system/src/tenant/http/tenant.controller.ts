import { GlobalErrorCodes, Permissions, type PageResult, type TenantSimpleVO, type TenantVO } from '@dha/contracts';
import {
  BizError,
  CurrentUser,
  IdQueryDto,
  IdsQueryDto,
  type LoginUser,
  Public,
  RequireAnyPermission,
  xlsxFile,
  TenantIgnore,
} from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateTenantCommand } from '../commands/create-tenant/create-tenant.command';
import { DeleteTenantsCommand } from '../commands/delete-tenants/delete-tenants.command';
import { UpdateTenantCommand } from '../commands/update-tenant/update-tenant.command';
import { Tenant } from '../domain/tenant.entity';
import { ExportTenantsQuery } from '../queries/export-tenants/export-tenants.query';
import { GetTenantByWebsiteQuery } from '../queries/get-tenant-by-website/get-tenant-by-website.query';
import { GetTenantIdByNameQuery } from '../queries/get-tenant-id-by-name/get-tenant-id-by-name.query';
import { GetTenantQuery } from '../queries/get-tenant/get-tenant.query';
import { ListEnabledTenantsQuery } from '../queries/list-enabled-tenants/list-enabled-tenants.query';
import { PageTenantsQuery } from '../queries/page-tenants/page-tenants.query';
import { TenantCreateDto, TenantNameQueryDto, TenantPageDto, TenantUpdateDto, TenantWebsiteQueryDto } from './tenant.dto';

const P = Permissions.tenant;

/**
 * Tenants and packages are administered from the system tenant only: a package that happened to
 * include these pages must not let one tenant's administrator see or change the others.
 */
export function assertSystemTenant(user: LoginUser): void {
  if (user.tenantId !== Tenant.DEFAULT_ID) throw BizError.of(GlobalErrorCodes.FORBIDDEN);
}

/** Tenants: `/system/tenant/*` (the upstream paths and permission codes); three public, tenant-ignored lookups. */
@Controller('system/tenant')
export class TenantController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: TenantCreateDto): Promise<number> {
    assertSystemTenant(user);
    return this.commandBus.execute(new CreateTenantCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: TenantUpdateDto): Promise<true> {
    assertSystemTenant(user);
    return this.commandBus.execute(new UpdateTenantCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    assertSystemTenant(user);
    return this.commandBus.execute(new DeleteTenantsCommand(user, [id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(P.delete)
  deleteList(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    assertSystemTenant(user);
    return this.commandBus.execute(new DeleteTenantsCommand(user, ids));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<TenantVO> {
    assertSystemTenant(user);
    return this.queryBus.execute(new GetTenantQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: TenantPageDto): Promise<PageResult<TenantVO>> {
    assertSystemTenant(user);
    return this.queryBus.execute(new PageTenantsQuery(filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(P.export)
  async exportExcel(@CurrentUser() user: LoginUser, @Query() filter: TenantPageDto): Promise<StreamableFile> {
    assertSystemTenant(user);
    const buffer: Buffer = await this.queryBus.execute(new ExportTenantsQuery(filter.toFilter()));
    return xlsxFile(buffer, 'tenants', '租户');
  }

  /** The login form's tenant name → id (null when there is none). */
  @Public()
  @TenantIgnore() // upstream's ignore-urls: the login page's lookups come before it knows a tenant
  @Get('get-id-by-name')
  getIdByName(@Query() { name }: TenantNameQueryDto): Promise<number | null> {
    return this.queryBus.execute(new GetTenantIdByNameQuery(name));
  }

  /** The enabled tenant of a website (null when none, or it is disabled). */
  @Public()
  @TenantIgnore()
  @Get('get-by-website')
  getByWebsite(@Query() { website }: TenantWebsiteQueryDto): Promise<TenantSimpleVO | null> {
    return this.queryBus.execute(new GetTenantByWebsiteQuery(website));
  }

  @Public()
  @TenantIgnore()
  @Get('simple-list')
  simpleList(): Promise<TenantSimpleVO[]> {
    return this.queryBus.execute(new ListEnabledTenantsQuery());
  }
}
