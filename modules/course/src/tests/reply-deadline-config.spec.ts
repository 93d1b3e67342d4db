/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { ConfigKey } from '@dha/contracts';
import { editConfigValue } from '@dha/infra/testing';
import { withAdminApp, type TestApp } from '@dha/testing';
import { courseBody } from '../testing';

/** The default reply deadline of offers is a configuration value an organisation edits on its first day. */
describe('default reply deadline of a new course (config signup.offer.reply-deadline-hours)', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  /** A course created without a deadline of its own: the hours it was given. */
  const newCourseDeadline = async (overrides: Record<string, unknown> = {}): Promise<number> => {
    const created = await t.api.post<number>('/course/course/create', courseBody(overrides), { token: admin });
    expect(created.code).toBe(0);
    const got = await t.api.get<any>('/course/course/get', { token: admin, query: { id: created.data! } });
    return got.data.replyDeadlineHours;
  };

  it('is the seeded 72 hours, follows each console edit at once (no restart), and never overrides an explicit one', async () => {
    expect(await newCourseDeadline()).toBe(72);
    await editConfigValue(t, admin, ConfigKey.OFFER_REPLY_DEADLINE_HOURS, '48');
    expect(await newCourseDeadline()).toBe(48);
    await editConfigValue(t, admin, ConfigKey.OFFER_REPLY_DEADLINE_HOURS, '96');
    expect(await newCourseDeadline()).toBe(96);
    expect(await newCourseDeadline({ replyDeadlineHours: 24 })).toBe(24);
  });

  it.each([['abc'], ['0'], ['1.5'], ['100000']])('falls back to 72 hours for an unusable value %p', async (value) => {
    await editConfigValue(t, admin, ConfigKey.OFFER_REPLY_DEADLINE_HOURS, value);
    try {
      expect(await newCourseDeadline()).toBe(72);
    } finally {
      await editConfigValue(t, admin, ConfigKey.OFFER_REPLY_DEADLINE_HOURS, '72');
    }
  });
});
