import { Command } from '@nestjs/cqrs';

/** Deletes dictionary types, all or none: refused while one of them has entries or is missing. */
export class DeleteDictTypesCommand extends Command<true> {
  constructor(readonly ids: number[]) {
    super();
  }
}
