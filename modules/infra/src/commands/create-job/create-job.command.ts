import { Command } from '@nestjs/cqrs';
import type { JobCreateDto } from '../../http/job.dto';

/** A new job for a registered handler: stored NORMAL and scheduled at once. */
export class CreateJobCommand extends Command<number> {
  constructor(readonly input: JobCreateDto) {
    super();
  }
}
