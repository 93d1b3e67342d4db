import { Command } from '@nestjs/cqrs';
import type { Reader } from '../../domain/message-reader';

/** Marks every unread message of the caller read. */
export class MarkAllMessagesReadCommand extends Command<true> {
  constructor(readonly reader: Reader) {
    super();
  }
}
