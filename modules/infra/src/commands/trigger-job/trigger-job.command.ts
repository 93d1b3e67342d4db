import { Command } from '@nestjs/cqrs';

/** Runs a job once now (whatever its status), without retries. */
export class TriggerJobCommand extends Command<true> {
  constructor(readonly id: number) {
    super();
  }
}
