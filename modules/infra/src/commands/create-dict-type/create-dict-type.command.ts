import type { DictTypeCreateDto } from '../../http/dict-type.dto';
import { Command } from '@nestjs/cqrs';

/** A new dictionary type; name and type code unique. */
export class CreateDictTypeCommand extends Command<number> {
  constructor(readonly input: DictTypeCreateDto) {
    super();
  }
}
