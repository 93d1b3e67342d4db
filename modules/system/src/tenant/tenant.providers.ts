import { CreateTenantPackageHandler } from './commands/create-tenant-package/create-tenant-package.handler';
import { CreateTenantHandler } from './commands/create-tenant/create-tenant.handler';
import { DeleteTenantPackagesHandler } from './commands/delete-tenant-packages/delete-tenant-packages.handler';
import { DeleteTenantsHandler } from './commands/delete-tenants/delete-tenants.handler';
import { UpdateTenantPackageHandler } from './commands/update-tenant-package/update-tenant-package.handler';
import { UpdateTenantHandler } from './commands/update-tenant/update-tenant.handler';
import { TenantCheck } from './domain/tenant-check';
import { TenantPackageController } from './http/tenant-package.controller';
import { TenantController } from './http/tenant.controller';
import { AssertTenantUsableHandler } from './queries/assert-tenant-usable/assert-tenant-usable.handler';
import { ExportTenantsHandler } from './queries/export-tenants/export-tenants.handler';
import { GetTenantByWebsiteHandler } from './queries/get-tenant-by-website/get-tenant-by-website.handler';
import { GetTenantIdByNameHandler } from './queries/get-tenant-id-by-name/get-tenant-id-by-name.handler';
import { GetTenantPackageHandler } from './queries/get-tenant-package/get-tenant-package.handler';
import { GetTenantHandler } from './queries/get-tenant/get-tenant.handler';
import { ListEnabledTenantPackagesHandler } from './queries/list-enabled-tenant-packages/list-enabled-tenant-packages.handler';
import { ListEnabledTenantsHandler } from './queries/list-enabled-tenants/list-enabled-tenants.handler';
import { PageTenantPackagesHandler } from './queries/page-tenant-packages/page-tenant-packages.handler';
import { PageTenantsHandler } from './queries/page-tenants/page-tenants.handler';

/** Tenants and tenant packages. */
export const tenantControllers = [TenantController, TenantPackageController];

export const tenantProviders = [
  TenantCheck,
  CreateTenantHandler,
  UpdateTenantHandler,
  DeleteTenantsHandler,
  GetTenantHandler,
  PageTenantsHandler,
  ExportTenantsHandler,
  GetTenantIdByNameHandler,
  GetTenantByWebsiteHandler,
  ListEnabledTenantsHandler,
  CreateTenantPackageHandler,
  UpdateTenantPackageHandler,
  DeleteTenantPackagesHandler,
  GetTenantPackageHandler,
  PageTenantPackagesHandler,
  ListEnabledTenantPackagesHandler,
  AssertTenantUsableHandler,
];
