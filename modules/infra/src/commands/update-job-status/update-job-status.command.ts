import { Command } from '@nestjs/cqrs';

/** Resumes (NORMAL: the scheduler is written again) or pauses (STOP: the scheduler is removed) a job. */
export class UpdateJobStatusCommand extends Command<true> {
  constructor(
    readonly id: number,
    readonly status: number,
  ) {
    super();
  }
}
