import { APP_CONFIG, createSmtpTransport, type AppConfig } from '@dha/server-core';
import { Logger, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import type { Transporter } from 'nodemailer';

/** Who a one-time password-reset code goes to. */
export interface PasswordResetRecipient {
  username: string;
  email: string;
}

/** How a forgotten-password code reaches its account's owner. */
export abstract class PasswordResetChannel {
  /** Resolves once the code was handed over; throws when it was not. */
  abstract send(to: PasswordResetRecipient, code: string, validMinutes: number): Promise<void>;
}

/** By mail over SMTP (`SMTP_URL`), through the one transport of server-core. */
class MailPasswordResetChannel extends PasswordResetChannel implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(url: string, from: string) {
    super();
    this.transporter = createSmtpTransport(url, from);
  }

  async send(to: PasswordResetRecipient, code: string, validMinutes: number): Promise<void> {
    await this.transporter.sendMail({
      to: to.email,
      subject: '重置密码验证码',
      text: `您好 ${to.username}：\n\n您的重置密码验证码是 ${code}，${validMinutes} 分钟内有效，只能使用一次。\n如果不是您本人操作，请忽略本邮件。`,
    });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}

/** No SMTP server configured (development): the code goes to the log, where the developer reads it. */
class LogPasswordResetChannel extends PasswordResetChannel {
  private readonly logger = new Logger('PasswordReset');

  send(to: PasswordResetRecipient, code: string, validMinutes: number): Promise<void> {
    this.logger.warn(`SMTP_URL is not set: the password-reset code of ${to.username} is ${code} (valid ${validMinutes} min)`);
    return Promise.resolve();
  }
}

export const passwordResetChannelProvider: Provider = {
  provide: PasswordResetChannel,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PasswordResetChannel =>
    config.SMTP_URL ? new MailPasswordResetChannel(config.SMTP_URL, config.MAIL_FROM) : new LogPasswordResetChannel(),
};
