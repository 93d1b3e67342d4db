import { NotifyMailKind } from '@dha/contracts';
import { MAIL_NOTIFY_OPTIONS, mailNotifyText, normaliseMailNotify, toggleMailNotify } from './mail-notify';

describe('mail opt-ins', () => {
  it('offers one box per kind of the contract', () => {
    expect(MAIL_NOTIFY_OPTIONS.map((o) => o.kind).sort()).toEqual(Object.values(NotifyMailKind).sort());
  });

  it('keeps known kinds only, once each, in the fixed order', () => {
    expect(normaliseMailNotify(['course-change', 'bogus', 'signup-status', 'course-change'])).toEqual(['signup-status', 'course-change']);
    expect(normaliseMailNotify(null)).toEqual([]);
  });

  it('toggles one kind', () => {
    expect(toggleMailNotify(['course-change'], 'signup-status', true)).toEqual(['signup-status', 'course-change']);
    expect(toggleMailNotify(['signup-status', 'course-change'], 'signup-status', false)).toEqual(['course-change']);
    expect(toggleMailNotify(['signup-status'], 'signup-status', true)).toEqual(['signup-status']);
  });

  it('describes the choice for the profile view', () => {
    expect(mailNotifyText([])).toBe('未开启');
    expect(mailNotifyText(undefined)).toBe('未开启');
    expect(mailNotifyText(['review-alert', 'offer-reminder'])).toBe('录取回复截止提醒、审核提醒（工作人员）');
    expect(mailNotifyText(['signup-status'], false)).toBe('报名状态变化（未填写电子邮箱，暂不发送）');
    expect(mailNotifyText([], false)).toBe('未开启');
  });
});
