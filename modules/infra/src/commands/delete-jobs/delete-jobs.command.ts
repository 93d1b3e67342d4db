import { Command } from '@nestjs/cqrs';

/** Deletes jobs (all or none) and their schedulers; their log stays. */
export class DeleteJobsCommand extends Command<true> {
  constructor(readonly ids: number[]) {
    super();
  }
}
