import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { TenantCreateDto } from '../../http/tenant.dto';

/** Creates a package tenant with its roles and its administrator account, in one transaction. */
export class CreateTenantCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: TenantCreateDto,
  ) {
    super();
  }
}
