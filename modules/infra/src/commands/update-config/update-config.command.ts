import type { ConfigUpdateDto } from '../../http/config.dto';
import { Command } from '@nestjs/cqrs';

/** Edits a configuration parameter; the new value is read at once (cache invalidated). A SYSTEM key keeps its key. */
export class UpdateConfigCommand extends Command<true> {
  constructor(readonly input: ConfigUpdateDto) {
    super();
  }
}
