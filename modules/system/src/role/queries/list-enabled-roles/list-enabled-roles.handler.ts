import { RoleCode, type RoleSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { enabledRoles } from '../../infrastructure/role.read-model';
import { ListEnabledRolesQuery } from './list-enabled-roles.query';

@QueryHandler(ListEnabledRolesQuery)
export class ListEnabledRolesHandler implements IQueryHandler<ListEnabledRolesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly grants: GrantRule,
  ) {}

  async execute({ caller, grantable }: ListEnabledRolesQuery): Promise<RoleSimpleVO[]> {
    const roles = await enabledRoles(this.em.fork(), caller.tenantId, { withSuperAdmin: caller.roles.includes(RoleCode.SUPER_ADMIN) });
    if (!grantable) return roles;
    const may = await this.grants.grantable(
      caller,
      roles.map((r) => r.id),
    );
    return roles.filter((r) => may.has(r.id));
  }
}
