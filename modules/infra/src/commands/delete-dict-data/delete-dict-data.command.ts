import { Command } from '@nestjs/cqrs';

/** Deletes dictionary entries, all or none (a missing one refuses the lot). */
export class DeleteDictDataCommand extends Command<true> {
  constructor(readonly ids: number[]) {
    super();
  }
}
