import type { LoginUser } from '@dha/server-core';
import type { CodeSeriesCreateDto } from '../../http/code-series.dto';
import { Command } from '@nestjs/cqrs';

export class CreateCodeSeriesCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: CodeSeriesCreateDto,
  ) {
    super();
  }
}
