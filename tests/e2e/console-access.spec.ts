import { expect, test, type Page } from '@playwright/test';
import { ADMIN, Api, createOpenCourse, idCardNo, TEACHER } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * Issue 13 "Permissions in the page" and "Local storage and login niceties": remember-me keeps the
 * username and the password encrypted with the server's public key (never in clear), refills the
 * form and signs in with it; the element directives of §6 remove what a teacher may not use.
 */

const DESKTOP = { width: 1440, height: 900 };
const REMEMBER_KEYS = ['REMEMBER_ME', 'LOGIN_USERNAME', 'LOGIN_PASSWORD'];

const storage = (page: Page): Promise<Record<string, string>> => page.evaluate(() => ({ ...localStorage }));

/** Blueprint draws its own box over the checkbox: a click on the label is what a user does. */
const rememberMe = (page: Page) => page.locator('label', { hasText: '记住我' });

/** Ends the session the way a logout does locally, keeping what remember-me stored. */
const dropTokens = (page: Page) =>
  page.evaluate(() => {
    localStorage.removeItem('ACCESS_TOKEN');
    localStorage.removeItem('REFRESH_TOKEN');
  });

/** The staff page titled `title` (kept-alive pages of other tabs may stay in the DOM). */
const pageFrame = (page: Page, title: string) =>
  page.locator('.dha-staff-page', { has: page.getByRole('heading', { name: title, exact: true }) });

const loginRequest = (page: Page) => page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/admin-api/system/auth/login'));

test('remember-me refills the form, signs in with the stored encrypted password, and never stores it in clear', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();

  await page.goto('login');
  await page.getByLabel('用户名').fill(ADMIN.username);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await rememberMe(page).click();
  await expect(page.getByLabel('记住我')).toBeChecked();
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));

  const stored = await storage(page);
  expect(stored.REMEMBER_ME).toBe('true');
  expect(stored.LOGIN_USERNAME).toBe(ADMIN.username);
  // one RSA-2048 block in base64, and no stored value holds the password in clear
  expect(stored.LOGIN_PASSWORD).toMatch(/^[A-Za-z0-9+/]{342}==$/);
  expect(Object.values(stored).filter((v) => v.includes(ADMIN.password))).toEqual([]);
  expect(stored.ACCESS_TOKEN).toBeTruthy();

  // next visit: the form is refilled, and the login sends the ciphertext, not a password
  await dropTokens(page);
  await page.goto('login');
  await expect(page.getByLabel('用户名')).toHaveValue(ADMIN.username);
  await expect(page.getByLabel('密码', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('密码', { exact: true })).not.toHaveValue(ADMIN.password);
  await expect(page.getByLabel('记住我')).toBeChecked();
  const sent = loginRequest(page);
  await page.getByRole('button', { name: '登 录' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ username: ADMIN.username, passwordCipher: stored.LOGIN_PASSWORD });
  expect(body).not.toHaveProperty('password');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  expect((await storage(page)).ACCESS_TOKEN).toBeTruthy();

  // unticking remember-me clears the three keys at the next login
  await dropTokens(page);
  await page.goto('login');
  await rememberMe(page).click();
  await expect(page.getByLabel('记住我')).not.toBeChecked();
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  const after = await storage(page);
  expect(REMEMBER_KEYS.map((k) => after[k] ?? null)).toEqual([null, null, null]);
  await dropTokens(page);
  await page.goto('login');
  await expect(page.getByLabel('用户名')).toHaveValue('');
  await context.close();
});

test('a teacher does not see the admin-only buttons the admin sees', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  const teacher = await Api.login(request, TEACHER.username, TEACHER.password);

  // a course the teacher teaches, and a visitor's signup waiting for the signup admins' audit
  const courseId = await createOpenCourse(admin, {
    name: `E2E 权限 ${stamp}`,
    code: `ACC-${stamp}`.toUpperCase(),
    teacherIds: [teacher.userId],
    needTeacherAudit: true,
  });
  const tokens = await new Api(request).post<{ accessToken: string }>('/system/auth/register', {
    username: `acc${stamp}`,
    nickname: '权限访客',
    password: 'Visit@123',
  });
  const visitor = new Api(request, tokens.accessToken);
  await visitor.put('/system/user/updateMyProfileInfo', {
    realName: '权限学员',
    sex: 1,
    birthday: Date.UTC(1990, 4, 17),
    certificateType: '1',
    certificateNo: idCardNo('19900517', Date.now() % 1000, 1),
    mobile: `138${String(Date.now() % 100_000_000).padStart(8, '0')}`,
    education: '6',
    identity: '2',
  });
  const signupId = await visitor.post<number>('/client/signup/create', { courseId, participantKind: 0, identity: '2' });

  // the admin: pass / reject / cancel on the signup, and the signup manager's role-gated shortcuts
  const a = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await a.page.goto(`course/detail?id=${signupId}`);
  const adminDetail = pageFrame(a.page, `报名详情 #${signupId}`);
  for (const name of ['通过', '拒绝', '取消报名']) await expect(adminDetail.getByRole('button', { name, exact: true })).toBeVisible();
  await a.page.goto('course/signup-manager');
  const manager = pageFrame(a.page, '报名管理');
  for (const name of ['报名审核', '报名查询', '补录报名']) await expect(manager.getByRole('button', { name, exact: true })).toBeVisible();

  // the course's teacher: the same signup offers only the teacher's reject
  const t = await signedInStaff(browser, TEACHER.username, TEACHER.password);
  await t.page.goto(`course/detail?id=${signupId}`);
  const teacherDetail = pageFrame(t.page, `报名详情 #${signupId}`);
  await expect(teacherDetail.getByRole('button', { name: '拒绝', exact: true })).toBeVisible();
  await expect(teacherDetail.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);
  await expect(teacherDetail.getByRole('button', { name: '取消报名', exact: true })).toHaveCount(0);

  await a.context.close();
  await t.context.close();
});
