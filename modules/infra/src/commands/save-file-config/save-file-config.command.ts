import { Command } from '@nestjs/cqrs';
import type { FileConfigCreateDto, FileConfigUpdateDto } from '../../http/file.dto';

/** Creates (no id) or edits a file configuration; the first one becomes the master. */
export class SaveFileConfigCommand extends Command<number> {
  constructor(readonly input: FileConfigCreateDto | FileConfigUpdateDto) {
    super();
  }
}
