import { Command } from '@nestjs/cqrs';
import type { UpdateMyProfileDto } from './update-my-profile.dto';

export class UpdateMyProfileCommand extends Command<boolean> {
  constructor(
    readonly userId: number,
    readonly changes: UpdateMyProfileDto,
  ) {
    super();
  }
}
