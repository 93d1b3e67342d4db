import { Command } from '@nestjs/cqrs';

/** `DELETE /system/oauth2-client/delete?id=`: its approvals, codes and tokens go with it. */
export class DeleteOAuth2ClientCommand extends Command<true> {
  constructor(readonly id: number) {
    super();
  }
}
