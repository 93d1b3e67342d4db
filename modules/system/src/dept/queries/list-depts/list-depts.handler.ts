import type { DeptVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listDepts } from '../../infrastructure/dept.read-model';
import { ListDeptsQuery } from './list-depts.query';

@QueryHandler(ListDeptsQuery)
export class ListDeptsHandler implements IQueryHandler<ListDeptsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ tenantId, filter }: ListDeptsQuery): Promise<DeptVO[]> {
    return listDepts(this.em.fork(), tenantId, filter);
  }
}
