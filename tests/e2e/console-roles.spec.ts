import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * Issue 13, "Every role can do its job" and "Home page": each demo staff account lands on a home
 * built for its roles (role names, never codes), the course teacher's queue opens on his own stage
 * and keeps its filter across a detail, the other teacher reaches his course's signup status, the
 * course teacher the claim page, a visitor the client area. Demo data: modules/course and
 * modules/signup demo seeders (tests/e2e/server.js, E2E_SEED_DEMO=1).
 */

const ROLE_CODES = ['super_admin', 'dept_admin', 'area_admin', 'office_admin', 'signup_admin', 'course_teacher', 'other_teacher'];

const STAFF = [
  { username: 'teacher1', password: DEMO_PASSWORD, role: '课程老师', ownStage: 20 },
  { username: 'teacher2', password: DEMO_PASSWORD, role: '其他老师', ownStage: null },
  { username: 'signupadmin', password: DEMO_PASSWORD, role: '报名管理员', ownStage: 10 },
  { username: 'officeadmin', password: DEMO_PASSWORD, role: '办公室管理员', ownStage: 10 },
  { username: 'areaadmin', password: DEMO_PASSWORD, role: '片区管理员', ownStage: 10 },
  { username: 'deptadmin', password: DEMO_PASSWORD, role: '部门管理员', ownStage: 10 },
  { username: ADMIN.username, password: ADMIN.password, role: '超级管理员', ownStage: 10 },
] as const;

/** The staff home after signing in (the login lands on /index). */
async function home(browser: Parameters<typeof signedInStaff>[0], username: string, password: string) {
  const session = await signedInStaff(browser, username, password);
  await expect(session.page).toHaveURL(/\/dha-center\/index$/);
  await expect(session.page.getByText('我的课程')).toBeVisible();
  return session;
}

const stageLinks = (page: Page) => page.locator('a.dha-home-stage');

for (const account of STAFF) {
  test(`${account.username} lands on a home of his own, named ${account.role}, without role codes`, async ({ browser }) => {
    const { context, page } = await home(browser, account.username, account.password);
    await expect(page.getByLabel('我的角色').getByText(account.role, { exact: true })).toBeVisible();
    // a course of his scope links to its signup status
    await expect(page.getByRole('table', { name: '我的课程' }).getByRole('button', { name: '报名状态' }).first()).toBeVisible();
    if (account.ownStage === null) {
      await expect(stageLinks(page)).toHaveCount(0);
      await expect(page.getByText('待处理报名')).toHaveCount(0);
    } else {
      // what waits for his action comes first and opens the queue on his own stage
      await expect(stageLinks(page).first()).toHaveAttribute('href', new RegExp(`/course/review\\?status=${account.ownStage}$`));
      await expect(page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: '报名审核' })).toBeVisible();
    }
    const text = await page.locator('body').innerText();
    for (const code of ROLE_CODES) expect(text, `the page shows the role code ${code}`).not.toContain(code);
    await context.close();
  });
}

test("the course teacher's queue opens on 待老师审核 and keeps its filter after a detail", async ({ browser }) => {
  const { context, page } = await home(browser, 'teacher1', DEMO_PASSWORD);
  const status = page.getByLabel('报名状态');

  // from the home's shortcut (no stage named): his own stage
  await page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: '报名审核' }).click();
  await expect(page).toHaveURL(/\/course\/review$/);
  await expect(status).toHaveValue('20');
  await expect(page.getByRole('cell', { name: '林静' })).toBeVisible();

  // another filter, a detail, back: the filter is still there
  await status.selectOption('');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('cell', { name: '陈晨' }).first()).toBeVisible();
  await page.getByRole('button', { name: '详情', exact: true }).first().click();
  await expect(page).toHaveURL(/\/course\/detail\?id=\d+/);
  await page.goBack();
  await expect(page).toHaveURL(/\/course\/review$/);
  await expect(status).toHaveValue('');
  await expect(page.getByRole('cell', { name: '陈晨' }).first()).toBeVisible();

  // the home's count of his stage opens the queue on it, and it stays after a detail
  await page.goto('index');
  await stageLinks(page).first().click();
  await expect(page).toHaveURL(/\/course\/review\?status=20$/);
  await expect(status).toHaveValue('20');
  await page.getByRole('button', { name: '详情', exact: true }).first().click();
  await expect(page).toHaveURL(/\/course\/detail/);
  await page.goBack();
  await expect(status).toHaveValue('20');
  await expect(page.getByRole('cell', { name: '林静' })).toBeVisible();
  await context.close();
});

test('the other teacher reaches the signup status of the course he teaches from his home', async ({ browser }) => {
  const { context, page } = await home(browser, 'teacher2', DEMO_PASSWORD);
  const row = page.getByRole('row').filter({ hasText: '读书会' });
  await row.getByRole('button', { name: '报名状态' }).click();
  await expect(page).toHaveURL(/\/course\/signuprecord\/\d+$/);
  await expect(page.getByRole('heading', { name: /报名状态：读书会/ })).toBeVisible();
  await expect(page.getByText('报名总数')).toBeVisible();
  await context.close();
});

test('the course teacher reaches the claim page from his home and from the review queue', async ({ browser }) => {
  const { context, page } = await home(browser, 'teacher1', DEMO_PASSWORD);
  await expect(page.getByText('待认领课程')).toBeVisible();
  await page.getByRole('button', { name: '去认领课程' }).click();
  await expect(page).toHaveURL(/\/course\/claim$/);
  await expect(page.getByRole('heading', { name: '课程认领' })).toBeVisible();
  await page.goto('course/review');
  await page.getByRole('button', { name: '课程认领', exact: true }).click();
  await expect(page).toHaveURL(/\/course\/claim$/);
  await context.close();
});

test('a visitor lands in the client area', async ({ browser }) => {
  const { context, page } = await signedInStaff(browser, 'visitor1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dha-center\/client\/course-list/);
  await context.close();
});

test('the admin dashboard shows the figures and charts (screenshot)', async ({ browser }, testInfo) => {
  const { context, page } = await home(browser, ADMIN.username, ADMIN.password);
  await expect(page.getByText('报名概况')).toBeVisible();
  await expect(page.locator('canvas[aria-label^="报名数"]')).toBeVisible();
  await expect(page.locator('canvas[aria-label^="课程数"]')).toHaveAttribute('aria-label', /正常课前 \d+/);
  await expect(stageLinks(page).first()).toHaveAttribute('aria-label', /^待审核 \d+ 条$/);
  const shot = testInfo.outputPath('admin-dashboard.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('admin-dashboard', { path: shot, contentType: 'image/png' });
  await context.close();
});
