import type { DictTypeUpdateDto } from '../../http/dict-type.dto';
import { Command } from '@nestjs/cqrs';

/** Edits a dictionary type; its type code may change only while it has no entries. */
export class UpdateDictTypeCommand extends Command<true> {
  constructor(readonly input: DictTypeUpdateDto) {
    super();
  }
}
