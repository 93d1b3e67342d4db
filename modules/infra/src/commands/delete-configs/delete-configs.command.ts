import { Command } from '@nestjs/cqrs';

/** Deletes configuration parameters, all or none: a SYSTEM one or a missing one refuses the lot. */
export class DeleteConfigsCommand extends Command<true> {
  constructor(readonly ids: number[]) {
    super();
  }
}
