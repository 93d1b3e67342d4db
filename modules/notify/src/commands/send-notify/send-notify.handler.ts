import { GetUserProfileQuery } from '@dha/system';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { NotifySender } from '../../infrastructure/notify-sender';
import { SendNotifyCommand } from './send-notify.command';

/** Params larger than this are refused (they are stored with every message). */
const MAX_PARAMS_JSON = 4000;

@CommandHandler(SendNotifyCommand)
export class SendNotifyHandler implements ICommandHandler<SendNotifyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly sender: NotifySender,
  ) {}

  async execute({ user, input }: SendNotifyCommand): Promise<number | null> {
    const params = input.templateParams ?? {};
    if (JSON.stringify(params).length > MAX_PARAMS_JSON) throw BizError.badRequest(`templateParams 不能超过 ${MAX_PARAMS_JSON} 个字符`);
    for (const [key, value] of Object.entries(params)) {
      if (value !== null && typeof value === 'object') throw BizError.badRequest(`templateParams.${key} 必须是文字或数字`);
    }
    const recipient = await this.queryBus.execute(new GetUserProfileQuery(input.userId));
    if (!recipient || recipient.tenantId !== user.tenantId) throw BizError.badRequest('userId: 用户不存在');
    const [message] = await this.em.fork().transactional((em) =>
      this.sender.send(em, {
        tenantId: user.tenantId,
        templateCode: input.templateCode,
        userIds: [input.userId],
        userType: input.userType,
        params,
        onMissingTemplate: 'throw',
        storeUsedParamsOnly: true,
      }),
    );
    return message?.id ?? null;
  }
}
