import { Command } from '@nestjs/cqrs';
import type { Reader } from '../../domain/message-reader';

/** Marks some of the caller's messages read; ids of anyone else's messages are ignored. */
export class MarkMessagesReadCommand extends Command<true> {
  constructor(
    readonly reader: Reader,
    readonly ids: number[],
  ) {
    super();
  }
}
