import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, Api, createOpenCourse, idCardNo, SIGNUP_ADMIN, TEACHER } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * Issue 3, "Correctness under load", last bullet: a visitor registers, completes the profile and
 * signs up on a phone-sized viewport; a signup admin passes it; the teacher approves it with a
 * FORMAL offer; the visitor confirms and sees the course under my courses; the admin records
 * completion. Every step is checked in the browser and through the API (status + one history row
 * per transition). Staff accounts come from the demo seed (tests/e2e/server.js, E2E_SEED_DEMO=1).
 */

const S = { WAIT_AUDIT: 10, WAIT_TEACHER_AUDIT: 20, WAIT_STUDENT_AUDIT: 30, FORMAL_ACCEPT: 40, FINISHED: 60 } as const;
const FORMAL = 0;

interface SignupDetail {
  id: number;
  courseId: number;
  userId: number;
  status: number;
  offerType: number | null;
  history: Array<{ fromStatus: number; toStatus: number; action: string }>;
}

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

async function staffPage(browser: Browser, username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInStaff(browser, username, password);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  return { context, page };
}

test('a visitor signs up on a phone and goes through review, a formal offer, confirmation and completion', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  const teacher = await Api.login(request, TEACHER.username, TEACHER.password);

  // a course of our own: published, before class, open for signup now, one formal student place, teacher review
  const courseName = `E2E 报名流程 ${stamp}`;
  const courseCode = `E2E-${stamp}`.toUpperCase();
  const courseId = await createOpenCourse(admin, {
    name: courseName,
    code: courseCode,
    teacherIds: [teacher.userId],
    needTeacherAudit: true,
  });
  expect(courseId).toBeGreaterThan(0);

  const getSignup = (id: number) => admin.get<SignupDetail>('/signup/signup/get', { id });
  const expectStatus = async (id: number, status: number, actions: string[]) => {
    const s = await getSignup(id);
    expect(s.status).toBe(status);
    expect(s.history.map((h) => h.action)).toEqual(actions);
    expect(s.history.at(-1)?.toStatus).toBe(status);
    for (let i = 1; i < s.history.length; i++) expect(s.history[i]!.fromStatus).toBe(s.history[i - 1]!.toStatus);
    return s;
  };

  // ---------------------------------------------------------------------------------------------
  const visitor = { username: `e2e${stamp}`, nickname: '手机访客', password: 'Visit@123', realName: '测试学员' };
  const phoneContext = await browser.newContext(PHONE);
  const phone = await phoneContext.newPage();
  let signupId = 0;

  await test.step('visitor registers on a phone and completes the profile', async () => {
    await phone.goto('register');
    await phone.getByLabel('用户名').fill(visitor.username);
    await phone.getByLabel('昵称').fill(visitor.nickname);
    await phone.getByLabel('密码', { exact: true }).fill(visitor.password);
    await phone.getByLabel('确认密码').fill(visitor.password);
    await phone.getByRole('button', { name: '注 册' }).click();
    await expect(phone).toHaveURL(/\/dha-center\/client\/prefect-profile/);

    const form = phone.getByRole('form', { name: '个人资料' });
    await expect(form).toBeVisible();
    await form.getByLabel('真实姓名').fill(visitor.realName);
    await form.getByLabel('性别').selectOption({ label: '男' });
    await form.getByLabel('出生日期').fill('1990-05-17');
    await form.getByLabel('证件类型').selectOption({ label: '居民身份证' });
    await form.getByLabel('证件号码').fill(idCardNo('19900517', Date.now() % 1000, 1));
    await form.getByLabel('手机号码').fill(`138${String(Date.now() % 100_000_000).padStart(8, '0')}`);
    await form.getByLabel('学历').selectOption({ label: '本科' });
    await phone.getByRole('button', { name: '保存并继续' }).click();
    await expect(phone).toHaveURL(/\/dha-center\/client\/my-signup$/);
  });

  await test.step('visitor finds the course in the list and signs up', async () => {
    await phone.goto('client/course-list');
    await phone.getByRole('searchbox', { name: '关键词' }).fill(courseCode);
    await phone.getByRole('button', { name: '搜索', exact: true }).click();
    const card = phone.getByTestId(`course-${courseId}`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: courseName })).toBeVisible();
    await card.getByRole('button', { name: '报名' }).click();
    await expect(phone).toHaveURL(new RegExp(`/dha-center/client/course-sign\\?courseId=${courseId}$`));

    const form = phone.getByRole('form', { name: '报名表' });
    await expect(form.getByRole('radio', { name: '学员' })).toBeChecked();
    await form.getByLabel('身份').selectOption({ label: '在职' });
    const created = phone.waitForResponse((r) => r.url().includes('/admin-api/client/signup/create'));
    await form.getByRole('button', { name: '提交报名' }).click();
    const body = (await (await created).json()) as { code: number; msg: string; data: number };
    expect(body, body.msg).toMatchObject({ code: 0 });
    signupId = body.data;

    await expect(phone).toHaveURL(/\/dha-center\/client\/my-signup$/);
    const mine = phone.getByTestId(`signup-${signupId}`);
    await expect(mine.getByRole('heading', { name: courseName })).toBeVisible();
    await expect(mine.getByText('待审核', { exact: true })).toBeVisible();

    const s = await expectStatus(signupId, S.WAIT_AUDIT, ['submit']);
    expect(s.courseId).toBe(courseId);
  });

  // ---------------------------------------------------------------------------------------------
  await test.step('the signup admin passes it in the review queue', async () => {
    const { context, page } = await staffPage(browser, SIGNUP_ADMIN.username, SIGNUP_ADMIN.password);
    await page.goto(`course/review?courseId=${courseId}`);
    const row = page.getByRole('row').filter({ hasText: visitor.username });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('待审核', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: '通过', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `通过：${visitor.realName}` });
    await expect(dialog).toBeVisible();
    const reviewed = page.waitForResponse((r) => r.url().includes('/admin-api/signup/signup/review'));
    await dialog.getByRole('button', { name: '确定通过' }).click();
    expect(((await (await reviewed).json()) as { code: number }).code).toBe(0);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('通过成功')).toBeVisible();
    await expect(row).toHaveCount(0); // the queue is filtered on 待审核
    await context.close();

    await expectStatus(signupId, S.WAIT_TEACHER_AUDIT, ['submit', 'pass']);
  });

  await test.step('the teacher approves it with a FORMAL offer', async () => {
    const { context, page } = await staffPage(browser, TEACHER.username, TEACHER.password);
    // a teacher's way in: 课程管理 → 报名审核 in the sidebar
    const sidebar = page.getByRole('navigation', { name: '主菜单' });
    await sidebar.getByRole('button', { name: '课程管理' }).click();
    await sidebar.getByRole('link', { name: '报名审核' }).click();
    await expect(page).toHaveURL(/\/dha-center\/course\/review/);
    await page.goto(`course/review?courseId=${courseId}&status=${S.WAIT_TEACHER_AUDIT}`);
    const row = page.getByRole('row').filter({ hasText: visitor.username });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('待老师审核', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: '录取', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `录取：${visitor.realName}` });
    await dialog.getByRole('radio', { name: '正式' }).check();
    await expect(dialog.getByRole('radio', { name: '候补' })).not.toBeChecked();
    const reviewed = page.waitForResponse((r) => r.url().includes('/admin-api/signup/signup/review'));
    await dialog.getByRole('button', { name: '确定录取' }).click();
    const sent = (await reviewed).request().postDataJSON() as { action: string; offer: string };
    expect(sent).toMatchObject({ action: 'APPROVE', offer: 'FORMAL' });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('录取成功')).toBeVisible();
    await expect(row).toHaveCount(0);
    await context.close();

    const s = await expectStatus(signupId, S.WAIT_STUDENT_AUDIT, ['submit', 'pass', 'approve']);
    expect(s.offerType).toBe(FORMAL);
  });

  // ---------------------------------------------------------------------------------------------
  await test.step('the visitor confirms the offer on the phone and finds it under my courses', async () => {
    await phone.goto('client/my-signup');
    const card = phone.getByTestId(`signup-${signupId}`);
    await expect(card.getByText('待学员回复', { exact: true })).toBeVisible();
    await expect(card.getByText('您已获得')).toContainText('正式');
    await card.getByRole('button', { name: '确认录取' }).click();
    const alert = phone.getByRole('alertdialog');
    await expect(alert).toContainText('确认接受本次录取吗？');
    await alert.getByRole('button', { name: '确认录取' }).click();
    await expect(alert).toBeHidden();
    await expect(card.getByText('正式录取', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: '确认录取' })).toHaveCount(0);

    await expectStatus(signupId, S.FORMAL_ACCEPT, ['submit', 'pass', 'approve', 'confirm']);

    await phone.goto('client/my-course');
    const course = phone.getByTestId(`signup-${signupId}`);
    await expect(course.getByRole('heading', { name: courseName })).toBeVisible();
    await expect(course.getByText('正式录取', { exact: true })).toBeVisible();
  });

  await test.step('the admin records completion', async () => {
    const { context, page } = await staffPage(browser, ADMIN.username, ADMIN.password);
    await page.goto(`course/completereg/${courseId}`);
    await expect(page.getByRole('heading', { name: `完成登记：${courseName}` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: visitor.username });
    await expect(row).toHaveCount(1);
    const check = page.getByRole('checkbox', { name: `选择 ${signupId}` });
    await row.locator('label').filter({ has: check }).click(); // Blueprint draws the box over the hidden input
    await expect(check).toBeChecked();
    await page.getByRole('button', { name: '完成登记（1）' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('确定为选中的 1 条报名登记完成吗？');
    const completed = page.waitForResponse((r) => r.url().includes('/admin-api/signup/signup/complete'));
    await alert.getByRole('button', { name: '完成登记' }).click();
    const results = ((await (await completed).json()) as { data: Array<{ id: number; ok: boolean }> }).data;
    expect(results).toEqual([expect.objectContaining({ id: signupId, ok: true })]);
    await expect(page.getByRole('dialog', { name: '完成登记结果' })).toBeVisible();
    await context.close();

    await expectStatus(signupId, S.FINISHED, ['submit', 'pass', 'approve', 'confirm', 'complete']);

    await phone.goto('client/my-signup');
    const card = phone.getByTestId(`signup-${signupId}`);
    await expect(card.getByText('已完成', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0); // a terminal status offers no action
  });

  await phoneContext.close();
});
