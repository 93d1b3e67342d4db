import { Query } from '@nestjs/cqrs';

/** The login form's tenant name → the tenant's id (or null). */
export class GetTenantIdByNameQuery extends Query<number | null> {
  constructor(readonly name: string) {
    super();
  }
}
