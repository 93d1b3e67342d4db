import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayChannel } from '../../domain/pay-app.entity';
import { PayErrors } from '../../pay.errors';
import { DeletePayChannelCommand } from './delete-channel.command';

@CommandHandler(DeletePayChannelCommand)
export class DeletePayChannelHandler implements ICommandHandler<DeletePayChannelCommand, true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: DeletePayChannelCommand): Promise<true> {
    const em = this.em.fork();
    const channel = await em.findOne(PayChannel, { id, tenantId });
    if (!channel) throw new BizError(PayErrors.CHANNEL_NOT_FOUND);
    await em.remove(channel).flush();
    return true;
  }
}
