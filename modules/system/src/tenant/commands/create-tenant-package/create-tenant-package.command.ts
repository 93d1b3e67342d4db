import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { TenantPackageCreateDto } from '../../http/tenant-package.dto';

export class CreateTenantPackageCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: TenantPackageCreateDto,
  ) {
    super();
  }
}
