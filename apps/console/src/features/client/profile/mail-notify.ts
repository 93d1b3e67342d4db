import { NotifyMailKind, type NotifyMailKindValue } from '@dha/contracts';

/** The mail opt-ins of the profile, in the server's fixed order, with their labels. */
export const MAIL_NOTIFY_OPTIONS: ReadonlyArray<{ kind: NotifyMailKindValue; label: string }> = [
  { kind: NotifyMailKind.SIGNUP_STATUS, label: '报名状态变化' },
  { kind: NotifyMailKind.OFFER_REMINDER, label: '录取回复截止提醒' },
  { kind: NotifyMailKind.REVIEW_ALERT, label: '审核提醒（工作人员）' },
  { kind: NotifyMailKind.COURSE_CHANGE, label: '课程变动' },
];

/** Known kinds only, each once, in the fixed order (whatever the server or the clicks gave). */
export function normaliseMailNotify(kinds: readonly string[] | null | undefined): NotifyMailKindValue[] {
  const set = new Set(kinds ?? []);
  return MAIL_NOTIFY_OPTIONS.map((o) => o.kind).filter((k) => set.has(k));
}

/** `kinds` with `kind` switched on or off. */
export function toggleMailNotify(kinds: readonly NotifyMailKindValue[], kind: NotifyMailKindValue, on: boolean): NotifyMailKindValue[] {
  return normaliseMailNotify(on ? [...kinds, kind] : kinds.filter((k) => k !== kind));
}

/** For the profile view: the labels of the chosen kinds (flagged when there is no email to send to), or 未开启. */
export function mailNotifyText(kinds: readonly string[] | null | undefined, hasEmail = true): string {
  const chosen = normaliseMailNotify(kinds);
  if (chosen.length === 0) return '未开启';
  const labels = MAIL_NOTIFY_OPTIONS.filter((o) => chosen.includes(o.kind))
    .map((o) => o.label)
    .join('、');
  return hasEmail ? labels : `${labels}（未填写电子邮箱，暂不发送）`;
}

/** The hint under the checkboxes: mail goes to the profile's email, so without one nothing is sent. */
export const MAIL_NOTIFY_HINT = '邮件发送到资料中的电子邮箱；未填写邮箱时不会发送邮件，站内消息照常提醒。';
export const MAIL_NOTIFY_NO_EMAIL = '尚未填写电子邮箱：请在上方填写，才能收到邮件通知。';
