import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, Api, DEMO_PASSWORD, TEACHER } from './support/api';

/**
 * Issue 13, client area, as a new user would try it: a course's detail (cover, description,
 * sessions) before the signup form; a course already signed up for shows that signup instead of the
 * form; a top navigation and a centred column on a desktop, the phone layout below 992 px; a link
 * back to the console for staff; the client dialogs stay open on a backdrop click. Each rule at
 * desktop width (1440×900) and again on a phone (390×844). Demo data: visitor1 signed up for
 * DEMO-2026-001 (waiting for review) — modules/signup/src/seed/signup-demo.seeder.ts.
 */

const DESKTOP = { name: 'desktop', viewport: { width: 1440, height: 900 } };
const PHONE = { name: 'phone', viewport: { width: 390, height: 844 } };
const VISITOR = { username: 'visitor1', password: DEMO_PASSWORD };
/** DEMO-2026-001 */
const SIGNED_UP_COURSE = '禅修入门班（周末班）';

const DAY = 86_400_000;
const COVER_PATH = '/admin-api/infra/file/e2e-client-cover.svg';
/** The cover is one of "our own" file paths; no upload service here, so the browser is served it by the test. */
const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#646cff"/><stop offset="1" stop-color="#8fd3c1"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/><circle cx="980" cy="120" r="70" fill="#fff" opacity=".35"/></svg>`;

const stamp = Date.now().toString(36);
const course = {
  name: `正念减压八周课 ${stamp}`,
  code: `E2E-CLIENT-${stamp}`,
  description:
    '<h3>课程简介</h3><p>八周的<strong>正念减压</strong>练习，每周一次课，配合每日家庭练习。</p>' +
    '<ul><li>身体扫描</li><li>正念行走</li></ul>',
  sessions: ['第一课：认识正念', '第二课：身体扫描', '第三课：正念行走'],
};
let courseId = 0;

test.beforeAll(async ({ request }) => {
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  const start = Date.now() + 14 * DAY;
  courseId = await admin.post<number>('/course/course/create', {
    name: course.name,
    code: course.code,
    type: '1',
    description: course.description,
    coverUrl: COVER_PATH,
    teacherIds: [],
    startTime: start,
    endTime: start + 15 * DAY,
    sessions: course.sessions.map((title, i) => ({
      title,
      startTime: start + i * 7 * DAY,
      endTime: start + i * 7 * DAY + 3 * 3_600_000,
    })),
    signupStartTime: Date.now() - DAY,
    signupEndTime: Date.now() + 7 * DAY,
    formalStudentQuota: 10,
    candidateStudentQuota: 2,
    formalVolunteerQuota: 0,
    candidateVolunteerQuota: 0,
    fee: 0,
    status: 10,
    published: true,
    needTeacherAudit: true,
  });
});

/** Signs in through a login page (staff: /login, visitors: /client-login) in a context of the given size. */
async function signedIn(
  browser: Browser,
  viewport: { width: number; height: number },
  who: { username: string; password: string },
  loginPath: string,
) {
  const context = await browser.newContext({ viewport });
  await context.route(`**${COVER_PATH}`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: COVER_SVG }));
  const page = await context.newPage();
  await page.goto(loginPath);
  await page.getByLabel('用户名').fill(who.username);
  await page.getByLabel('密码', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('login'));
  return { context, page };
}

/** Finds a course in the list by its name (the search box) and opens its detail from the card. */
async function openDetailFromList(page: Page, name: string): Promise<number> {
  await page.goto('client/course-list');
  await page.getByLabel('关键词').fill(name);
  await page.getByRole('button', { name: '搜索' }).click();
  const card = page.locator('[data-testid^="course-"]').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  const id = Number((await card.getAttribute('data-testid'))!.replace('course-', ''));
  await card.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/dha-center/client/course-list\\?courseId=${id}$`));
  await expect(page.getByRole('heading', { name: '课程详情' })).toBeVisible();
  return id;
}

/** Clicks the dimmed backdrop beside an open overlay, as a user would. */
async function clickBackdrop(page: Page, at: { x: number; y: number }) {
  await expect(page.locator('.bp6-overlay-backdrop').last()).toBeVisible();
  await page.mouse.click(at.x, at.y);
  // the close animation would have started by now
  await page.waitForTimeout(400);
}

async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

for (const size of [DESKTOP, PHONE]) {
  test.describe(`client area on a ${size.name} (${size.viewport.width}×${size.viewport.height})`, () => {
    test('a visitor opens a course from the list and reads its cover, description and sessions before the form', async ({ browser }) => {
      const { context, page } = await signedIn(browser, size.viewport, VISITOR, 'client-login');
      expect(await openDetailFromList(page, course.name)).toBe(courseId);

      const detail = page.getByRole('article', { name: '课程详情' });
      const cover = detail.getByRole('img', { name: `${course.name} 封面` });
      await expect(cover).toBeVisible();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const about = detail.getByRole('region', { name: '课程介绍' });
      await expect(about.getByRole('heading', { name: '课程简介' })).toBeVisible();
      await expect(about.locator('strong')).toHaveText('正念减压');
      await expect(about.getByRole('listitem')).toHaveText(['身体扫描', '正念行走']);
      const sessions = detail.getByRole('region', { name: '课程安排' }).getByRole('listitem');
      await expect(sessions).toHaveCount(3);
      for (const [i, title] of course.sessions.entries()) await expect(sessions.nth(i)).toContainText(title);
      await screenshot(page, `course-detail-${size.viewport.width}`);

      // 报名 leads to the form, with the same detail first
      await page.getByRole('button', { name: '立即报名' }).click();
      await expect(page).toHaveURL(new RegExp(`/dha-center/client/course-sign\\?courseId=${courseId}$`));
      const form = page.getByRole('form', { name: '报名表' });
      await expect(form).toBeVisible();
      await expect(page.getByRole('region', { name: '课程介绍' })).toBeVisible();
      await expect(page.getByRole('region', { name: '课程安排' }).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('img', { name: `${course.name} 封面` })).toBeVisible();
      const detailFirst = await page.evaluate(() => {
        const detailEl = document.querySelector('[aria-label="课程详情"]')!;
        const formEl = document.querySelector('form[aria-label="报名表"]')!;
        return !!(detailEl.compareDocumentPosition(formEl) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(detailFirst).toBe(true);
      const [detailBox, formBox] = [await page.getByRole('article', { name: '课程详情' }).boundingBox(), await form.boundingBox()];
      // a phone reads the detail above the form; a desktop puts the form in the column beside it
      if (size === PHONE) expect(formBox!.y).toBeGreaterThan(detailBox!.y + detailBox!.height - 1);
      else expect(formBox!.x).toBeGreaterThan(detailBox!.x + detailBox!.width - 1);
      await context.close();
    });

    test('a course already signed up for shows its status and a link to my signups instead of the form', async ({ browser }) => {
      const { context, page } = await signedIn(browser, size.viewport, VISITOR, 'client-login');
      const id = await openDetailFromList(page, SIGNED_UP_COURSE);
      const notice = page.getByTestId('signed-up');
      await expect(notice).toContainText('您已报名该课程');
      await expect(notice).toContainText('报名状态：待审核');
      await expect(page.getByRole('button', { name: /报名/ })).toHaveCount(0);

      // straight to the form's address: still the signup, no form that would fail on submit
      await page.goto(`client/course-sign?courseId=${id}`);
      await expect(page.getByTestId('signed-up')).toContainText('待审核');
      await expect(page.getByRole('form', { name: '报名表' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '提交报名' })).toHaveCount(0);

      await page.getByTestId('signed-up').getByRole('link', { name: '查看我的报名' }).click();
      await expect(page).toHaveURL(/\/dha-center\/client\/my-signup$/);
      await expect(page.locator('[data-testid^="signup-"]').filter({ hasText: SIGNED_UP_COURSE })).toContainText('待审核');
      await screenshot(page, `my-signups-${size.viewport.width}`);
      await context.close();
    });

    test(
      size === DESKTOP
        ? 'a desktop has a top navigation and a centred column, no tab bar'
        : 'a phone keeps the bottom tab bar and the drawer',
      async ({ browser }) => {
        const { context, page } = await signedIn(browser, size.viewport, VISITOR, 'client-login');
        await page.goto('client/course-list');
        await expect(page.locator('[data-testid^="course-"]').first()).toBeVisible();
        const topNav = page.getByRole('navigation', { name: '顶部导航' });
        const tabBar = page.getByRole('navigation', { name: '主导航' });
        const menu = page.getByRole('button', { name: '打开菜单' });
        const main = await page.locator('.dha-client-main').boundingBox();
        if (size === DESKTOP) {
          await expect(topNav).toBeVisible();
          await expect(topNav.getByRole('link')).toHaveText(['课程列表', '我的报名', '我的课程', '个人资料', '关于我们', '交通指引']);
          await expect(tabBar).toBeHidden();
          await expect(menu).toBeHidden();
          expect(main!.width).toBeLessThanOrEqual(1100);
          expect(main!.width).toBeGreaterThan(900);
          expect(Math.abs(main!.x + main!.width / 2 - 720)).toBeLessThanOrEqual(2);
          // the cards use the column: two a row
          const [a, b] = [
            await page.locator('[data-testid^="course-"]').nth(0).boundingBox(),
            await page.locator('[data-testid^="course-"]').nth(1).boundingBox(),
          ];
          expect(b!.y).toBe(a!.y);
          await topNav.getByRole('link', { name: '我的报名' }).click();
          await expect(page).toHaveURL(/\/client\/my-signup$/);
          await expect(topNav.getByRole('link', { name: '我的报名' })).toHaveAttribute('aria-current', 'page');
        } else {
          await expect(topNav).toBeHidden();
          await expect(tabBar).toBeVisible();
          const bar = await tabBar.boundingBox();
          expect(bar!.width).toBe(390);
          expect(bar!.y + bar!.height).toBeCloseTo(844, 0);
          await expect(tabBar.getByRole('link')).toHaveText(['课程', '报名', '我的课程', '我的']);
          await menu.click();
          const drawer = page.locator('.bp6-drawer');
          await expect(drawer).toBeVisible();
          expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(300);
        }
        await context.close();
      },
    );

    test('staff in the client area get a link back to the console', async ({ browser }) => {
      const { context, page } = await signedIn(browser, size.viewport, TEACHER, 'login');
      await page.goto('client/course-list');
      const back = page.getByRole('link', { name: '返回管理后台' });
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(/\/dha-center\/index$/);
      await context.close();
    });

    test('a visitor gets no console link', async ({ browser }) => {
      const { context, page } = await signedIn(browser, size.viewport, VISITOR, 'client-login');
      await page.goto('client/course-list');
      await expect(page.getByRole('button', { name: '个人资料' })).toBeVisible();
      await expect(page.getByRole('link', { name: '返回管理后台' })).toHaveCount(0);
      await context.close();
    });

    test('the my-signup dialog and the client layout dialog stay open on a backdrop click', async ({ browser }) => {
      const { context, page } = await signedIn(browser, size.viewport, VISITOR, 'client-login');
      const beside = { x: size.viewport.width - 10, y: Math.round(size.viewport.height / 2) };

      // my signups: the withdraw question
      await page.goto('client/my-signup');
      const card = page.locator('[data-testid^="signup-"]').filter({ hasText: SIGNED_UP_COURSE });
      await card.getByRole('button', { name: '撤回报名' }).click();
      const question = page.getByText(/确定撤回该报名吗/);
      await expect(question).toBeVisible();
      await clickBackdrop(page, beside);
      await expect(question).toBeVisible();
      await page.getByRole('button', { name: '取消' }).click();
      await expect(question).toBeHidden();
      await expect(card).toContainText('待审核');

      // the layout: the logout question (desktop header; on a phone from the drawer, which stays open too)
      if (size === PHONE) {
        await page.getByRole('button', { name: '打开菜单' }).click();
        const drawer = page.locator('.bp6-drawer');
        await expect(drawer).toBeVisible();
        await clickBackdrop(page, beside);
        await expect(drawer).toBeVisible();
        await drawer.getByText('退出登录').click();
      } else {
        await page.getByRole('button', { name: '退出登录' }).click();
      }
      const logout = page.getByText('确定注销并退出系统吗？');
      await expect(logout).toBeVisible();
      await clickBackdrop(page, { x: 10, y: Math.round(size.viewport.height / 2) });
      await expect(logout).toBeVisible();
      await page.getByRole('button', { name: '取消' }).click();
      await expect(logout).toBeHidden();
      await context.close();
    });
  });
}
