import type { PayChannelVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One channel by id, or by app and code (null when that app has none: the console then offers to create it). */
export class GetPayChannelQuery extends Query<PayChannelVO | null> {
  constructor(
    readonly tenantId: number,
    readonly by: { id?: number; appId?: number; code?: string },
  ) {
    super();
  }
}
