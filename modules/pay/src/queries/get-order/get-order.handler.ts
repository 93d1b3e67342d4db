import { PayOrderStatus, type PayOrderVO } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PayOrderResults } from '../../application/pay-order-results.service';
import { PayChannel } from '../../domain/pay-app.entity';
import { PayChannelClients } from '../../infrastructure/channels/pay-channel-clients';
import { getOrder, waitingExtensions } from '../../infrastructure/pay.repository';
import { toOrderVO } from '../../infrastructure/pay.read-model';
import { PayErrors } from '../../pay.errors';
import { GetPayOrderForCallerQuery } from './get-order.query';

@QueryHandler(GetPayOrderForCallerQuery)
export class GetPayOrderForCallerHandler implements IQueryHandler<GetPayOrderForCallerQuery, PayOrderVO> {
  private readonly logger = new Logger(GetPayOrderForCallerHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clients: PayChannelClients,
    private readonly results: PayOrderResults,
  ) {}

  async execute({ tenantId, id, sync, ownerId }: GetPayOrderForCallerQuery): Promise<PayOrderVO> {
    let order = await getOrder(this.em.fork(), id, tenantId);
    if (ownerId !== null && order.userId !== ownerId) throw new BizError(PayErrors.PAY_ORDER_NOT_FOUND);
    if (sync && order.status === PayOrderStatus.WAITING && (await this.syncQuietly(order.id)))
      order = await getOrder(this.em.fork(), id, tenantId);
    return toOrderVO(order);
  }

  /** Asks each waiting attempt's channel; answers whether one turned out paid. */
  private async syncQuietly(orderId: number): Promise<boolean> {
    const em = this.em.fork();
    for (const ext of await waitingExtensions(em, orderId)) {
      try {
        const channel = await em.findOne(PayChannel, ext.channelId);
        if (!channel) continue;
        const answer = await this.clients.clientOf(channel).getOrder(ext.no);
        if (answer?.status === 'SUCCESS' && (await this.results.apply(answer)) === 'paid') return true;
      } catch (err) {
        this.logger.debug({ err, no: ext.no }, 'pay order sync on read: channel did not answer');
      }
    }
    return false;
  }
}
