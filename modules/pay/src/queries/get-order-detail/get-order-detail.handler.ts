import { PayOrderExtension } from '../../domain/pay-order.entity';
import { getOrder } from '../../infrastructure/pay.repository';
import { appNames, toOrderVO } from '../../infrastructure/pay.read-model';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPayOrderDetailQuery } from './get-order-detail.query';

@QueryHandler(GetPayOrderDetailQuery)
export class GetPayOrderDetailHandler implements IQueryHandler<GetPayOrderDetailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetPayOrderDetailQuery) {
    const em = this.em.fork();
    const order = await getOrder(em, id, tenantId);
    const ext = order.extensionId ? await em.findOne(PayOrderExtension, order.extensionId) : null;
    const names = await appNames(em, tenantId, [order.appId]);
    return {
      ...toOrderVO(order),
      appName: names.get(order.appId) ?? '',
      extension: ext ? { no: ext.no, channelNotifyData: ext.channelNotifyData } : null,
    };
  }
}
