import type { LoginUser } from '@dha/server-core';
import type { CodeSeriesUpdateDto } from '../../http/code-series.dto';
import { Command } from '@nestjs/cqrs';

export class UpdateCodeSeriesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: CodeSeriesUpdateDto,
  ) {
    super();
  }
}
