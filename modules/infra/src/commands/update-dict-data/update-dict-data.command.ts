import type { DictDataUpdateDto } from '../../http/dict-data.dto';
import { Command } from '@nestjs/cqrs';

/** Edits a dictionary entry (same rules as create). */
export class UpdateDictDataCommand extends Command<true> {
  constructor(readonly input: DictDataUpdateDto) {
    super();
  }
}
