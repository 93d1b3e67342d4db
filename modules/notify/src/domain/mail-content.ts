import type { NotifyMessageVO } from '@dha/contracts';

/** One mail, already composed (plain text). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** `<…@…>`: derived from the message id, so a resend of the same message is recognisable */
  messageId: string;
  headers?: Record<string, string>;
}

const SUBJECT_MAX = 80;
const FALLBACK_DOMAIN = 'dha-center.local';

/** The domain of the sender address (`Name <user@domain>` or `user@domain`), for Message-IDs. */
export function mailDomainOf(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1] ?? FALLBACK_DOMAIN;
}

/** The same message always gets the same Message-ID: a resend after a crash is recognisable as one. */
export const messageIdOf = (message: Pick<NotifyMessageVO, 'id'>, domain: string): string => `<notify-message-${message.id}@${domain}>`;

/** "sender：first line of the content", kept to one short line. */
export function subjectOf(message: Pick<NotifyMessageVO, 'templateNickname' | 'templateContent'>): string {
  const firstLine =
    message.templateContent
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l) ?? '';
  const nickname = message.templateNickname.trim();
  const subject = (nickname && firstLine ? `${nickname}：${firstLine}` : nickname || firstLine || '站内信').replace(/\s+/g, ' ');
  return subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject;
}

/** The mail of one message to an address that opted in to its kind. */
export function composeMail(message: NotifyMessageVO, to: string, domain: string): OutgoingMail {
  return {
    to,
    subject: subjectOf(message),
    text: [message.templateContent, '', '——', '此邮件由系统自动发送，请勿直接回复。您可在“个人资料”中关闭此类邮件通知。'].join('\n'),
    messageId: messageIdOf(message, domain),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-DHA-Notify-Message': String(message.id) },
  };
}
