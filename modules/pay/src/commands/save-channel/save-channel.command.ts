import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { PayChannelCreateDto, PayChannelUpdateDto } from '../../http/pay-channel.dto';

/**
 * Creates a channel of an app (answers its id; one per code and app) or updates one (answers true).
 * The configuration must build the channel's client; secrets sent back masked keep their stored value.
 */
export class SavePayChannelCommand extends Command<number | true> {
  constructor(
    readonly user: LoginUser,
    readonly input: PayChannelCreateDto | PayChannelUpdateDto,
  ) {
    super();
  }
}
