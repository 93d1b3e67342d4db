import { Command } from '@nestjs/cqrs';

/** Stores a small test image through a configuration and reads it back; answers its URL. */
export class TestFileConfigCommand extends Command<string> {
  constructor(readonly id: number) {
    super();
  }
}
