import { PayOrderStatus } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClosePayOrderCommand } from '../../contract/pay.commands';
import { PayApp } from '../../domain/pay-app.entity';
import { PayOrder } from '../../domain/pay-order.entity';
import { ExpirePayOrdersHandler } from '../expire-orders/expire-orders.handler';

@CommandHandler(ClosePayOrderCommand)
export class ClosePayOrderHandler implements ICommandHandler<ClosePayOrderCommand, boolean> {
  constructor(
    private readonly em: EntityManager,
    private readonly expiry: ExpirePayOrdersHandler,
  ) {}

  async execute({ tenantId, appKey, merchantOrderId }: ClosePayOrderCommand): Promise<boolean> {
    const em = this.em.fork();
    const app = await em.findOne(PayApp, { tenantId, appKey });
    if (!app) return false;
    const order = await em.findOne(PayOrder, { appId: app.id, merchantOrderId });
    if (!order || order.status !== PayOrderStatus.WAITING) return false;
    return this.expiry.expire(order);
  }
}
