import { Command } from '@nestjs/cqrs';

/** Marks an unprocessed error DONE or IGNORE (only from INIT), recording who and when. */
export class UpdateApiErrorLogStatusCommand extends Command<true> {
  constructor(
    readonly id: number,
    readonly processStatus: number,
    readonly userId: number,
  ) {
    super();
  }
}
