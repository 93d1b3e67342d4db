import { PayApp } from '../../domain/pay-app.entity';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPayOrderQuery, GetPayOrdersByMerchantIdsQuery, type PayOrderView } from '../../contract/pay.queries';
import { PayOrder } from '../../domain/pay-order.entity';
import { ordersByMerchantIds } from '../../infrastructure/pay.read-model';

const view = (o: PayOrder & { refundStatus: number | null }, appKey: string): PayOrderView => ({
  id: o.id,
  tenantId: o.tenantId,
  appId: o.appId,
  appKey,
  merchantOrderId: o.merchantOrderId,
  status: o.status,
  price: o.price,
  refundPrice: o.refundPrice,
  userId: o.userId,
  expireTime: o.expireTime,
  successTime: o.successTime,
  channelCode: o.channelCode,
  refundStatus: o.refundStatus as PayOrderView['refundStatus'],
});

@QueryHandler(GetPayOrdersByMerchantIdsQuery)
export class GetPayOrdersByMerchantIdsHandler implements IQueryHandler<GetPayOrdersByMerchantIdsQuery, PayOrderView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, appKey, merchantOrderIds }: GetPayOrdersByMerchantIdsQuery): Promise<PayOrderView[]> {
    const em = this.em.fork();
    const app = await em.findOne(PayApp, { tenantId, appKey });
    if (!app) return [];
    return (await ordersByMerchantIds(em, tenantId, app.id, merchantOrderIds)).map((o) => view(o, appKey));
  }
}

@QueryHandler(GetPayOrderQuery)
export class GetPayOrderHandler implements IQueryHandler<GetPayOrderQuery, PayOrderView | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ orderId }: GetPayOrderQuery): Promise<PayOrderView | null> {
    const em = this.em.fork();
    const order = await em.findOne(PayOrder, orderId);
    if (!order) return null;
    const app = await em.findOneOrFail(PayApp, order.appId);
    const [withRefund] = await ordersByMerchantIds(em, order.tenantId, order.appId, [order.merchantOrderId]);
    return view(withRefund!, app.appKey);
  }
}
