import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/** Deletes one package (`delete`) or several (`delete-list`): all or none; never one a tenant holds. */
export class DeleteTenantPackagesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly ids: number[],
  ) {
    super();
  }
}
