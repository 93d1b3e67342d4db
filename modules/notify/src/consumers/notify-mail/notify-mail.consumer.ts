import { GetMailRecipientQuery } from '@dha/system';
import { EventConsumer, EventConsumerHost, type PublishedEvent } from '@dha/server-core';
import { QueryBus } from '@nestjs/cqrs';
import { NotifyEventTypes, type NotifyMessageCreatedPayload } from '../../contract/notify.events';
import { composeMail, mailDomainOf } from '../../domain/mail-content';
import { MailTransport } from '../../infrastructure/mail-transport';

/**
 * Mails a new message to its user when the message has a mail kind, the user has an address and
 * opted in to that kind. The mail goes out inside the consumer's transaction, so a refused or
 * failed send rolls back the processed-event record and BullMQ retries; once recorded, a
 * redelivered event sends nothing. (A crash between the send and the commit can send twice: the
 * Message-ID is the message's, so the resend is recognisable.)
 */
@EventConsumer({ name: 'notify-mail', events: [NotifyEventTypes.MESSAGE_CREATED] })
export class NotifyMailConsumer extends EventConsumerHost<NotifyMessageCreatedPayload> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly transport: MailTransport,
  ) {
    super();
  }

  protected override accepts({ payload }: PublishedEvent<NotifyMessageCreatedPayload>): boolean {
    return payload.mailKind !== null && payload.mailKind !== undefined;
  }

  protected async handle({ payload }: PublishedEvent<NotifyMessageCreatedPayload>): Promise<void> {
    const { message, mailKind } = payload;
    const recipient = await this.queryBus.execute(new GetMailRecipientQuery(message.userId));
    if (!recipient?.enabled || !recipient.email || !mailKind || !recipient.mailNotify.includes(mailKind)) return;
    await this.transport.send(composeMail(message, recipient.email, mailDomainOf(this.config.MAIL_FROM)));
    this.logger.debug({ messageId: message.id, userId: message.userId, mailKind }, 'mailed');
  }
}
