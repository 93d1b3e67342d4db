import { createTransport, type Transporter } from 'nodemailer';

/**
 * THE SMTP connection of every mail the server sends (`SMTP_URL`, `MAIL_FROM`). Short timeouts: a
 * sender waits on it inside a job or a request, and a hung server must fail the send, not hold it.
 */
export function createSmtpTransport(url: string, from: string): Transporter {
  return createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from });
}
