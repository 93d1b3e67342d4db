import type { NotifyMessageVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { Reader } from '../../domain/message-reader';

/** The caller's newest unread messages, at most `size`. */
export class MyUnreadMessagesQuery extends Query<NotifyMessageVO[]> {
  constructor(
    readonly reader: Reader,
    readonly size: number,
  ) {
    super();
  }
}
