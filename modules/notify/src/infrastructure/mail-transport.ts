import { APP_CONFIG, createSmtpTransport, type AppConfig } from '@dha/server-core';
import { Logger, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { OutgoingMail } from '../domain/mail-content';

/** Where mail goes: SMTP in a deployment, the log when no SMTP server is configured. */
export abstract class MailTransport {
  /** Resolves once the server accepted the mail; throws when it did not (the caller retries). */
  abstract send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP through the one transport of server-core (`SMTP_URL`): the mail consumer sends inside its
 * transaction, and a hung server fails the job (retried with backoff).
 */
export class NodemailerMailTransport extends MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(url: string, from: string) {
    super();
    this.transporter = createSmtpTransport(url, from);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      headers: mail.headers,
    });
    if (info.rejected?.length) throw new Error(`SMTP server rejected ${info.rejected.length} recipient(s)`);
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}

/** No SMTP server configured: says what it would have sent, so a development setup still shows mail. */
export class LoggingMailTransport extends MailTransport {
  private readonly logger = new Logger('Mail');

  send(mail: OutgoingMail): Promise<void> {
    this.logger.log({ to: mail.to, subject: mail.subject, messageId: mail.messageId }, 'SMTP_URL is not set: mail not sent');
    return Promise.resolve();
  }
}

export const mailTransportProvider: Provider = {
  provide: MailTransport,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): MailTransport =>
    config.SMTP_URL ? new NodemailerMailTransport(config.SMTP_URL, config.MAIL_FROM) : new LoggingMailTransport(),
};
