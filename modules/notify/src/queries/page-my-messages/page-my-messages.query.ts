import type { NotifyMessageVO, PageResult } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { Reader } from '../../domain/message-reader';
import type { MyNotifyMessagePageDto } from './page-my-messages.dto';

/** The caller's own messages, newest first. */
export class MyNotifyMessagePageQuery extends Query<PageResult<NotifyMessageVO>> {
  constructor(
    readonly reader: Reader,
    readonly filter: MyNotifyMessagePageDto,
  ) {
    super();
  }
}
