import { messageFor } from '../testing/notify-fixtures';
import { composeMail, mailDomainOf, subjectOf } from './mail-content';

describe('mail content', () => {
  const base = messageFor(1);

  it('takes the subject from the sender and the first non-empty line, on one short line', () => {
    expect(subjectOf({ ...base, templateContent: '\n  第一行  \n第二行' })).toBe('报名中心：第一行');
    expect(subjectOf({ ...base, templateNickname: '' })).toBe('您报名的课程已录取');
    expect(subjectOf({ ...base, templateContent: 'x'.repeat(200) })).toHaveLength(80);
  });

  it('derives the Message-ID from the message id and the sender domain', () => {
    expect(mailDomainOf('DHA <a@mail.example.org>')).toBe('mail.example.org');
    expect(mailDomainOf('b@example.com')).toBe('example.com');
    expect(mailDomainOf('nobody')).toBe('dha-center.local');
    expect(composeMail({ ...base, id: 42 }, 'x@example.com', 'example.com').messageId).toBe('<notify-message-42@example.com>');
  });
});
