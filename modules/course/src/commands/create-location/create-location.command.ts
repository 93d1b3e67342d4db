import type { LoginUser } from '@dha/server-core';
import type { LocationCreateDto } from '../../http/location.dto';
import { Command } from '@nestjs/cqrs';

export class CreateLocationCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: LocationCreateDto,
  ) {
    super();
  }
}
