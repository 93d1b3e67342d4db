import type { DictDataCreateDto } from '../../http/dict-data.dto';
import { Command } from '@nestjs/cqrs';

/** A new entry of an enabled dictionary type; its value unique within the type. */
export class CreateDictDataCommand extends Command<number> {
  constructor(readonly input: DictDataCreateDto) {
    super();
  }
}
