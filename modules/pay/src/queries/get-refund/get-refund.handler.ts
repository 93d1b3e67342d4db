import { BizError } from '@dha/server-core';
import { PayOrder } from '../../domain/pay-order.entity';
import { PayRefund } from '../../domain/pay-refund.entity';
import { appNames, toRefundVO } from '../../infrastructure/pay.read-model';
import { PayErrors } from '../../pay.errors';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPayRefundQuery } from './get-refund.query';

@QueryHandler(GetPayRefundQuery)
export class GetPayRefundHandler implements IQueryHandler<GetPayRefundQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetPayRefundQuery) {
    const em = this.em.fork();
    const refund = await em.findOne(PayRefund, { id, tenantId });
    if (!refund) throw new BizError(PayErrors.REFUND_NOT_FOUND);
    const order = await em.findOne(PayOrder, refund.orderId);
    const names = await appNames(em, tenantId, [refund.appId]);
    return { ...toRefundVO(refund), appName: names.get(refund.appId) ?? '', order: order ? { subject: order.subject } : null };
  }
}
