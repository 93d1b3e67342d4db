import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayChannel } from '../../domain/pay-app.entity';
import { PayOrder } from '../../domain/pay-order.entity';
import { PayRefund } from '../../domain/pay-refund.entity';
import { getApp } from '../../infrastructure/pay.repository';
import { PayErrors } from '../../pay.errors';
import { DeletePayAppCommand } from './delete-app.command';

@CommandHandler(DeletePayAppCommand)
export class DeletePayAppHandler implements ICommandHandler<DeletePayAppCommand, true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: DeletePayAppCommand): Promise<true> {
    await this.em.fork().transactional(async (em) => {
      const app = await getApp(em, tenantId, id);
      if (await em.count(PayOrder, { appId: app.id })) throw new BizError(PayErrors.APP_EXIST_ORDER_CANT_DELETE);
      if (await em.count(PayRefund, { appId: app.id })) throw new BizError(PayErrors.APP_EXIST_REFUND_CANT_DELETE);
      await em.nativeDelete(PayChannel, { appId: app.id });
      em.remove(app);
    });
    return true;
  }
}
