import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { TenantPackageUpdateDto } from '../../http/tenant-package.dto';

/** Saves a package; new menus re-trim the roles of every tenant holding it. */
export class UpdateTenantPackageCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: TenantPackageUpdateDto,
  ) {
    super();
  }
}
