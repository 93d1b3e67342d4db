import { Command } from '@nestjs/cqrs';

/** Makes one configuration the master (the one uploads go to); the others stop being it. */
export class UpdateFileConfigMasterCommand extends Command<true> {
  constructor(readonly id: number) {
    super();
  }
}
