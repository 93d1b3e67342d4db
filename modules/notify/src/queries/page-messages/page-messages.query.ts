import type { NotifyMessageVO, PageResult } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { NotifyMessagePageDto } from './page-messages.dto';

/** Every message of the tenant, newest first. */
export class PageNotifyMessagesQuery extends Query<PageResult<NotifyMessageVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: NotifyMessagePageDto,
  ) {
    super();
  }
}
