import { Command } from '@nestjs/cqrs';

/** Deletes configurations (never the master); their files stay where they are. */
export class DeleteFileConfigsCommand extends Command<true> {
  constructor(readonly ids: number[]) {
    super();
  }
}
