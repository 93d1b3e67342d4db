import type { NotifyMessageVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One message of the tenant (null when there is none with that id). */
export class GetNotifyMessageQuery extends Query<NotifyMessageVO | null> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
