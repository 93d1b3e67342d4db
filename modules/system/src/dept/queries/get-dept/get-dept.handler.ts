import type { DeptVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toDeptVO } from '../../infrastructure/dept.read-model';
import { getDept } from '../../infrastructure/dept.repository';
import { GetDeptQuery } from './get-dept.query';

@QueryHandler(GetDeptQuery)
export class GetDeptHandler implements IQueryHandler<GetDeptQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetDeptQuery): Promise<DeptVO> {
    return toDeptVO(await getDept(this.em.fork(), tenantId, id));
  }
}
