import { Command } from '@nestjs/cqrs';

/** Deletes files: their rows and their bytes. */
export class DeleteFilesCommand extends Command<true> {
  constructor(readonly ids: number[]) {
    super();
  }
}
