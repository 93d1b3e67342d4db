import { Query } from '@nestjs/cqrs';
import type { Reader } from '../../domain/message-reader';

/** How many of the caller's messages are unread. */
export class MyUnreadCountQuery extends Query<number> {
  constructor(readonly reader: Reader) {
    super();
  }
}
