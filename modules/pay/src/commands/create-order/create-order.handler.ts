import { PayOrderStatus } from '@dha/contracts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreatePayOrderCommand, type CreatePayOrderInput } from '../../contract/pay.commands';
import { PayOrder } from '../../domain/pay-order.entity';
import { enabledAppByKey } from '../../infrastructure/pay-app.repository';

/** upstream's subject limit */
const SUBJECT_MAX = 32;
const BODY_MAX = 128;

@CommandHandler(CreatePayOrderCommand)
export class CreatePayOrderHandler implements ICommandHandler<CreatePayOrderCommand, number> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreatePayOrderCommand): Promise<number> {
    const em = this.em.fork();
    const app = await enabledAppByKey(em, input.tenantId, input.appKey);
    const existing = await em.findOne(PayOrder, { appId: app.id, merchantOrderId: input.merchantOrderId });
    if (existing) return this.reuse(em, existing, input);
    const order = em.create(PayOrder, {
      tenantId: input.tenantId,
      appId: app.id,
      userId: input.userId,
      userType: input.userType,
      merchantOrderId: input.merchantOrderId,
      subject: input.subject.slice(0, SUBJECT_MAX),
      body: input.body ? input.body.slice(0, BODY_MAX) : null,
      notifyUrl: app.orderNotifyUrl,
      price: input.price,
      userIp: input.userIp.slice(0, 50),
      expireTime: input.expireTime,
    });
    try {
      await em.flush();
      return order.id;
    } catch (err) {
      // the same merchant order opened at the same moment by another request: answer that one
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      const other = await this.em.fork().findOneOrFail(PayOrder, { appId: app.id, merchantOrderId: input.merchantOrderId });
      return other.id;
    }
  }

  /** A waiting order takes the new terms, a closed one opens again; a paid one stays as it is (by CAS). */
  private async reuse(em: EntityManager, order: PayOrder, input: CreatePayOrderInput): Promise<number> {
    await em.execute(
      `update pay_order set status = ${PayOrderStatus.WAITING}, price = ?, expire_time = ?, update_time = now()
       where id = ? and status in (${PayOrderStatus.WAITING}, ${PayOrderStatus.CLOSED})`,
      [input.price, input.expireTime, order.id],
    );
    return order.id;
  }
}
