import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';
import type { NotifySendDto } from './send-notify.dto';

/** Sends one message from a template to a user of the caller's tenant; answers its id (null: the template is off). */
export class SendNotifyCommand extends Command<number | null> {
  constructor(
    readonly user: LoginUser,
    readonly input: NotifySendDto,
  ) {
    super();
  }
}
