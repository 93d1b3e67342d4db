import type { PayOrderSubmitRespVO } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { PayOrderSubmitDto } from './submit-order.dto';

/**
 * Pays an order through one of its app's channels: a new attempt (extension), asked of the channel.
 * `ownOnly`: the caller may pay only their own orders (the client area); otherwise staff with
 * pay:order:query may pay any order of their tenant (the cashier at a front desk).
 */
export class SubmitPayOrderCommand extends Command<PayOrderSubmitRespVO> {
  constructor(
    readonly input: PayOrderSubmitDto,
    readonly user: LoginUser,
    readonly userIp: string,
    readonly ownOnly: boolean,
  ) {
    super();
  }
}
