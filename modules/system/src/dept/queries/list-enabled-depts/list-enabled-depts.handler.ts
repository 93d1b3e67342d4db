import type { DeptSimpleVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { enabledDepts } from '../../infrastructure/dept.read-model';
import { ListEnabledDeptsQuery } from '../../../contract/dept.queries';

@QueryHandler(ListEnabledDeptsQuery)
export class ListEnabledDeptsHandler implements IQueryHandler<ListEnabledDeptsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId }: ListEnabledDeptsQuery): Promise<DeptSimpleVO[]> {
    return enabledDepts(this.em.fork(), tenantId);
  }
}
