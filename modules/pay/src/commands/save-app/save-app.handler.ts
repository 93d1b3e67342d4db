import { BizError, operatorOf } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayApp } from '../../domain/pay-app.entity';
import { getApp } from '../../infrastructure/pay.repository';
import { PayErrors } from '../../pay.errors';
import { SavePayAppCommand, UpdatePayAppStatusCommand } from './save-app.command';

@CommandHandler(SavePayAppCommand)
export class SavePayAppHandler implements ICommandHandler<SavePayAppCommand, number | true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: SavePayAppCommand): Promise<number | true> {
    const em = this.em.fork();
    const fields = {
      appKey: input.appKey,
      name: input.name.trim(),
      status: input.status,
      remark: input.remark ?? null,
      orderNotifyUrl: input.orderNotifyUrl ?? '',
      refundNotifyUrl: input.refundNotifyUrl ?? '',
      updater: operatorOf(user),
    };
    const id = 'id' in input ? input.id : undefined;
    const app = id
      ? em.assign(await getApp(em, user.tenantId, id), fields)
      : em.create(PayApp, { ...fields, tenantId: user.tenantId, creator: operatorOf(user) });
    try {
      await em.flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new BizError(PayErrors.APP_KEY_EXISTS);
      throw err;
    }
    return id ? true : app.id;
  }
}

@CommandHandler(UpdatePayAppStatusCommand)
export class UpdatePayAppStatusHandler implements ICommandHandler<UpdatePayAppStatusCommand, true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, id, status }: UpdatePayAppStatusCommand): Promise<true> {
    const em = this.em.fork();
    em.assign(await getApp(em, user.tenantId, id), { status, updater: operatorOf(user) });
    await em.flush();
    return true;
  }
}
