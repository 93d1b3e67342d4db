import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { TenantUpdateDto } from '../../http/tenant.dto';

/** Saves a package tenant; a new package re-trims its roles' menus to the package. */
export class UpdateTenantCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: TenantUpdateDto,
  ) {
    super();
  }
}
