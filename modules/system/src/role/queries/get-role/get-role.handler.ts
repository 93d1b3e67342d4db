import type { RoleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toRoleVO } from '../../infrastructure/role.read-model';
import { getRole } from '../../infrastructure/role.repository';
import { GetRoleQuery } from './get-role.query';

@QueryHandler(GetRoleQuery)
export class GetRoleHandler implements IQueryHandler<GetRoleQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetRoleQuery): Promise<RoleVO> {
    return toRoleVO(await getRole(this.em.fork(), tenantId, id));
  }
}
