import { SUPPORTED_PAY_CHANNELS, type PayChannelCodeValue } from '@dha/contracts';
import { BizError, operatorOf } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayChannel } from '../../domain/pay-app.entity';
import { PayChannelClients } from '../../infrastructure/channels/pay-channel-clients';
import { getApp } from '../../infrastructure/pay.repository';
import { MASK, SECRET_CONFIG_KEYS } from '../../infrastructure/pay.read-model';
import { PayErrors } from '../../pay.errors';
import { SavePayChannelCommand } from './save-channel.command';

@CommandHandler(SavePayChannelCommand)
export class SavePayChannelHandler implements ICommandHandler<SavePayChannelCommand, number | true> {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: PayChannelClients,
  ) {}

  async execute({ user, input }: SavePayChannelCommand): Promise<number | true> {
    if (!SUPPORTED_PAY_CHANNELS.includes(input.code as PayChannelCodeValue)) throw new BizError(PayErrors.CHANNEL_NOT_FOUND_HANDLER);
    const em = this.em.fork();
    const app = await getApp(em, user.tenantId, input.appId);
    const id = 'id' in input ? input.id : undefined;
    const existing = id ? await em.findOne(PayChannel, { id, tenantId: user.tenantId }) : null;
    if (id && !existing) throw new BizError(PayErrors.CHANNEL_NOT_FOUND);
    const config = parseConfig(input.config, existing?.config ?? {});
    this.clients.check(input.code, config);
    const fields = {
      code: input.code,
      status: input.status,
      feeRate: input.feeRate,
      remark: input.remark ?? null,
      appId: app.id,
      config,
      updater: operatorOf(user),
    };
    const channel = existing
      ? em.assign(existing, fields)
      : em.create(PayChannel, { ...fields, tenantId: user.tenantId, creator: operatorOf(user) });
    try {
      await em.flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new BizError(PayErrors.CHANNEL_EXIST_SAME_CHANNEL_ERROR);
      throw err;
    }
    return id ? true : channel.id;
  }
}

/** The configuration JSON object; a secret answered masked and sent back as it was keeps the stored value. */
function parseConfig(text: string, stored: Record<string, unknown>): Record<string, unknown> {
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    throw BizError.badRequest('config 不是 JSON');
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) throw BizError.badRequest('config 必须是 JSON 对象');
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(config)) {
    if (typeof v === 'object' && v !== null) throw BizError.badRequest(`config.${k} 必须是文本或数字`);
    if (typeof v === 'string' && v.includes('\u0000')) throw BizError.badRequest(`config.${k} 含有无效字符`);
    out[k] = SECRET_CONFIG_KEYS.includes(k) && v === MASK ? stored[k] : v;
  }
  return out;
}
