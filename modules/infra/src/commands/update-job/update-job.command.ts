import { Command } from '@nestjs/cqrs';
import type { JobUpdateDto } from '../../http/job.dto';

/** Edits a running (NORMAL) job; its scheduler follows. */
export class UpdateJobCommand extends Command<true> {
  constructor(readonly input: JobUpdateDto) {
    super();
  }
}
