import type { ConfigCreateDto } from '../../http/config.dto';
import { Command } from '@nestjs/cqrs';

/** A new configuration parameter: always CUSTOM (only the seeder makes SYSTEM ones); key unique. */
export class CreateConfigCommand extends Command<number> {
  constructor(readonly input: ConfigCreateDto) {
    super();
  }
}
