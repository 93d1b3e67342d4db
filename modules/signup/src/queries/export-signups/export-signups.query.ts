import type { LoginUser } from '@dha/server-core';
import { Query } from '@nestjs/cqrs';
import type { SignupFilter } from '../../infrastructure/signup.read-model';

/** The staff list as an xlsx workbook (Chinese headers and labels), same filters and scope. */
export class ExportSignupsQuery extends Query<Buffer> {
  constructor(
    readonly filter: SignupFilter,
    readonly user: LoginUser,
  ) {
    super();
  }
}
