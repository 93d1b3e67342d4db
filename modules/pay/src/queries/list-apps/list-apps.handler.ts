import { PayApp } from '../../domain/pay-app.entity';
import { toAppVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListPayAppsQuery } from './list-apps.query';

@QueryHandler(ListPayAppsQuery)
export class ListPayAppsHandler implements IQueryHandler<ListPayAppsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId }: ListPayAppsQuery) {
    return (await this.em.fork().find(PayApp, { tenantId }, { orderBy: { id: 'asc' } })).map(toAppVO);
  }
}
