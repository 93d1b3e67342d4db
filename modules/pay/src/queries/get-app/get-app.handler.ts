import { getApp } from '../../infrastructure/pay.repository';
import { toAppVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPayAppQuery } from './get-app.query';

@QueryHandler(GetPayAppQuery)
export class GetPayAppHandler implements IQueryHandler<GetPayAppQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetPayAppQuery) {
    return toAppVO(await getApp(this.em.fork(), tenantId, id));
  }
}
