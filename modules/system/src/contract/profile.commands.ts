import { Command } from '@nestjs/cqrs';
import type { UpdateMyProfileDto } from '../profile/commands/update-my-profile/update-my-profile.dto';

/** A person changes their own profile (the console's profile page, the OAuth2 user-update call). */
export class UpdateMyProfileCommand extends Command<boolean> {
  constructor(
    readonly userId: number,
    readonly changes: UpdateMyProfileDto,
  ) {
    super();
  }
}
