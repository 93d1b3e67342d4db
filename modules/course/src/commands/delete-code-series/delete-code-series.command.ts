import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

export class DeleteCodeSeriesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}
