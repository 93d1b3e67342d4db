import type { UserImportResp } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

/**
 * Imports accounts from the template workbook: new usernames are created (with the initial password,
 * to be changed at the first sign-in), existing ones updated when `updateSupport`. All or nothing:
 * a dry run, or any refused row, writes nothing and answers the report.
 */
export class ImportUsersCommand extends Command<UserImportResp> {
  constructor(
    readonly user: LoginUser,
    readonly file: Buffer,
    readonly updateSupport: boolean,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
