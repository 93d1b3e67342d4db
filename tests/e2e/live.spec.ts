import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { ADMIN, Api, createOpenCourse, idCardNo, SIGNUP_ADMIN } from './support/api';
import { expectNotReloaded, liveSession, markPage } from './support/live-page';
import { signedInStaff } from './support/pages';

/**
 * Issue 9, §6 "Playwright with two browser contexts": two reviewers have the review queue of a
 * course open and a visitor has "my signups" open. The visitor's signup appears in both queues
 * without a reload; reviewer A passes it; the visitor's page shows the new status and reviewer B's
 * queue row moves, all without a reload (a marker set on each page's window survives); the visitor
 * also gets the toast of the offer message.
 */

async function reviewer(browser: Browser, username: string, password: string, courseId: number) {
  const { context, page } = await signedInStaff(browser, username, password);
  const session = liveSession(page);
  await page.goto(`course/review?courseId=${courseId}`);
  await expect(page.getByText('没有需要审核的报名')).toBeVisible();
  await session;
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  return { context, page };
}

test('live: a new signup reaches both reviewers, reviewer A passes it, the visitor and reviewer B see it without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);

  // a published course open for signup now; no teacher audit, so a pass sends the offer at once
  const courseName = `E2E 实时 ${stamp}`;
  const courseId = await createOpenCourse(admin, {
    name: courseName,
    code: `LIVE-${stamp}`.toUpperCase(),
    formalStudentQuota: 2,
    needTeacherAudit: false,
  });

  // the visitor: registered and profiled through the API, then signed in in a browser of their own
  const visitor = { username: `live${stamp}`, password: 'Visit@123', realName: '实时学员' };
  const tokens = await new Api(request).post<{ accessToken: string; refreshToken: string }>('/system/auth/register', {
    username: visitor.username,
    nickname: '实时访客',
    password: visitor.password,
  });
  const visitorApi = new Api(request, tokens.accessToken);
  await visitorApi.put('/system/user/updateMyProfileInfo', {
    realName: visitor.realName,
    sex: 1,
    birthday: Date.UTC(1990, 4, 17),
    certificateType: '1',
    certificateNo: idCardNo('19900517', Date.now() % 1000, 1),
    mobile: `139${String(Date.now() % 100_000_000).padStart(8, '0')}`,
    education: '6',
    identity: '2',
  });

  const a = await test.step('reviewer A opens the queue', () => reviewer(browser, SIGNUP_ADMIN.username, SIGNUP_ADMIN.password, courseId));
  const b = await test.step('reviewer B opens the queue', () => reviewer(browser, ADMIN.username, ADMIN.password, courseId));

  const visitorContext: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await visitorContext.addInitScript(
    ([access, refresh]) => {
      if (!sessionStorage.getItem('e2e-tokens-set')) {
        localStorage.setItem('ACCESS_TOKEN', access!);
        localStorage.setItem('REFRESH_TOKEN', refresh!);
        sessionStorage.setItem('e2e-tokens-set', '1');
      }
    },
    [tokens.accessToken, tokens.refreshToken],
  );
  const phone = await visitorContext.newPage();
  const phoneSession = liveSession(phone);
  await phone.goto('client/my-signup');
  await expect(phone.getByText('还没有报名记录')).toBeVisible();
  await phoneSession;

  for (const p of [a.page, b.page, phone]) await markPage(p, stamp);

  // ---- the visitor signs up: it shows up everywhere without a reload ----
  const signupId = await visitorApi.post<number>('/client/signup/create', { courseId, participantKind: 0, identity: '2' });
  const rowA = a.page.getByRole('row').filter({ hasText: visitor.username });
  const rowB = b.page.getByRole('row').filter({ hasText: visitor.username });
  await expect(rowA.getByText('待审核', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(rowB.getByText('待审核', { exact: true })).toBeVisible({ timeout: 10_000 });
  const card = phone.getByTestId(`signup-${signupId}`);
  await expect(card.getByText('待审核', { exact: true })).toBeVisible({ timeout: 10_000 });

  // ---- reviewer A passes it ----
  await rowA.getByRole('button', { name: '通过', exact: true }).click();
  const dialog = a.page.getByRole('dialog', { name: `通过：${visitor.realName}` });
  await expect(dialog).toBeVisible();
  const reviewed = a.page.waitForResponse((r) => r.url().includes('/admin-api/signup/signup/review'));
  await dialog.getByRole('button', { name: '确定通过' }).click();
  expect(((await (await reviewed).json()) as { code: number }).code).toBe(0);
  await expect(dialog).toBeHidden();

  // reviewer B's queue row moves in place; the visitor sees the offer
  await expect(rowB.getByText('待学员回复', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('待学员回复', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('您已获得')).toBeVisible({ timeout: 10_000 });

  // the toast of the new message (notifications slice): the offer, for this course
  await expect(phone.locator('.bp6-toast').filter({ hasText: `【${courseName}】获得正式名额` })).toBeVisible({ timeout: 10_000 });

  for (const p of [a.page, b.page, phone]) await expectNotReloaded(p, stamp);
  await Promise.all([a.context.close(), b.context.close(), visitorContext.close()]);
});
