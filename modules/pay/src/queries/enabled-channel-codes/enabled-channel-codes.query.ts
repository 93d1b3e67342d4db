import { Query } from '@nestjs/cqrs';

/** The codes of an app's enabled channels (the cashier's tiles). */
export class EnabledPayChannelCodesQuery extends Query<string[]> {
  constructor(
    readonly tenantId: number,
    readonly appId: number,
  ) {
    super();
  }
}
