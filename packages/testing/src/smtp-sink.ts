import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port that keeps what it receives (parsed by mailparser), for
 * tests of the mail channel. `refuseNext(n)` makes it answer the next n recipients with a 451.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  private refusals = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (this.refusals > 0) {
        this.refusals--;
        const err = Object.assign(new Error('try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  refuseNext(count: number): void {
    this.refusals = count;
  }

  /** Mails sent to `address`. */
  to(address: string): ParsedMail[] {
    return this.received.filter((m) => {
      const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
      return to.some((a) => a.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()));
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
