import type { PayChannelVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The channels of an app. */
export class ListPayChannelsQuery extends Query<PayChannelVO[]> {
  constructor(
    readonly tenantId: number,
    readonly appId: number,
  ) {
    super();
  }
}
