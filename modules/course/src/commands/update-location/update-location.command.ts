import type { LoginUser } from '@dha/server-core';
import type { LocationUpdateDto } from '../../http/location.dto';
import { Command } from '@nestjs/cqrs';

export class UpdateLocationCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: LocationUpdateDto,
  ) {
    super();
  }
}
