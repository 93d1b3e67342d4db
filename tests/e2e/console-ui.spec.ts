import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, Api, createOpenCourse, DEMO_PASSWORD } from './support/api';

/**
 * Shared console UI (issue 13): tables that never hide or cut their data, dialogs that ignore a click
 * on their backdrop, toasts that do not go stale or pile up, Chinese selects and Blueprint date
 * pickers showing yyyy-MM-dd.
 */

const LONG_NAME = `${'禅修长名课程'.repeat(10)}${'L'.repeat(40)}`; // 100 characters

async function staffAt(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto('login');
  await page.getByLabel('用户名').fill(ADMIN.username);
  await page.getByLabel('密码').fill(ADMIN.password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  expect(b, 'element is laid out').not.toBeNull();
  return b!;
};

/** Every header but the actions' is fully inside the table's box and left of the sticky actions column. */
async function expectHeadersUncovered(page: Page) {
  const wrap = page.locator('.dha-table-wrap').first();
  const wrapBox = await box(wrap);
  const headers = wrap.locator('thead th');
  const count = await headers.count();
  const actions = await box(headers.nth(count - 1));
  for (let i = 0; i < count - 1; i++) {
    const b = await box(headers.nth(i));
    const name = (await headers.nth(i).textContent()) ?? `#${i}`;
    expect(b.x, `${name}: inside the table`).toBeGreaterThanOrEqual(wrapBox.x - 1);
    expect(b.x + b.width, `${name}: not under the actions column`).toBeLessThanOrEqual(actions.x + 1);
  }
}

test.describe('tables', () => {
  test.beforeAll(async ({ request }) => {
    const admin = await Api.login(request, ADMIN.username, ADMIN.password);
    await createOpenCourse(admin, { name: LONG_NAME, code: `LONG-${Date.now().toString(36)}`, needTeacherAudit: false });
  });

  test('the course list at 1366 px: every column visible, times whole, a 100-character name clamped', async ({ browser }) => {
    const page = await staffAt(browser, 1366, 768);
    await page.goto('course/manager');
    const row = page.locator('tbody tr', { hasText: LONG_NAME.slice(0, 20) });
    await expect(row).toBeVisible();
    await expectHeadersUncovered(page);
    // the table fits its box: nothing to scroll to at this width
    const wrap = page.locator('.dha-table-wrap').first();
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);

    // the long name is cut to two lines with an ellipsis (the whole name in a tooltip), not one endless line
    const nameCell = row.locator('td').first();
    const clamp = nameCell.locator('.dha-clamp');
    await expect(clamp).toHaveText(LONG_NAME);
    expect((await box(nameCell)).width).toBeLessThanOrEqual(260);
    expect(await clamp.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await clamp.hover();
    await expect(page.locator('.bp6-tooltip', { hasText: LONG_NAME })).toBeVisible();

    // dates and times are whole: one line, not clipped
    const timeCell = row.locator('td').nth(3);
    await expect(timeCell).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    for (const cell of [timeCell, row.locator('td').nth(4)]) {
      expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('course-list-1366.png') });
    await page.context().close();
  });

  test('a signup list at 1366 px shows the submit time whole and uncovered', async ({ browser }) => {
    const page = await staffAt(browser, 1366, 768);
    await page.goto('course/review');
    const headers = page.locator('.dha-table-wrap thead th');
    await expect(headers.filter({ hasText: '提交时间' })).toBeVisible();
    await expect(page.locator('.dha-table-wrap tbody tr').first()).toBeVisible();
    await expectHeadersUncovered(page);
    const names = await headers.allTextContents();
    const at = names.indexOf('提交时间');
    const cell = page.locator('.dha-table-wrap tbody tr').first().locator('td').nth(at);
    await expect(cell).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const actions = await box(headers.last());
    const c = await box(cell);
    expect(c.x + c.width).toBeLessThanOrEqual(actions.x + 1);
    expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.context().close();
  });

  test('on a phone the course list scrolls inside its box, its first column fixed', async ({ browser }) => {
    const page = await staffAt(browser, 390, 844);
    await page.goto('course/manager');
    const wrap = page.locator('.dha-table-wrap').first();
    await expect(wrap.locator('tbody tr').first()).toBeVisible();
    // the page itself does not scroll sideways; the table does, inside its box
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const first = wrap.locator('thead th').first();
    const before = await box(first);
    await wrap.evaluate((el) => el.scrollBy(300, 0));
    await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const after = await box(first);
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    // the fixed first column leaves most of the box to the data scrolling through it (the actions
    // column is not fixed on a phone, or the two would fill the screen)
    const wrapBox = await box(wrap);
    expect(after.x + after.width - wrapBox.x).toBeLessThanOrEqual(wrapBox.width * 0.6);
    await wrap.evaluate((el) => el.scrollBy(10_000, 0));
    await expect(wrap.locator('tbody tr').first().getByRole('button', { name: '编辑' })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('course-list-390.png') });
    await page.context().close();
  });
});

/** The staff screens and the dialogs reachable from them (create, and edit on the first row). */
const DIALOG_PAGES: Array<[string, string]> = [
  ['course/manager', '课程信息'],
  ['course/type', '课程类型'],
  ['course/code', '课程代码'],
  ['course/location', '上课地点'],
  ['system/user', '用户管理'],
  ['system/role', '角色管理'],
  ['system/dept', '部门管理'],
  ['system/post', '岗位管理'],
  ['system/menu', '菜单管理'],
  ['system/dict', '字典管理'],
  ['infra/config', '参数配置'],
  ['system/notify-template', '站内信模板'],
  ['system/tenant', '租户列表'],
  ['system/tenant-package', '租户套餐'],
];

async function expectBackdropKeepsOpen(page: Page, what: string) {
  const dialog = page.locator('.bp6-dialog, .bp6-drawer').last();
  await expect(dialog, `${what}: opened`).toBeVisible();
  await page.waitForTimeout(350); // the opening transition
  await page.mouse.click(4, 4); // the backdrop, far from the dialog
  await page.waitForTimeout(350);
  await expect(dialog, `${what}: still open after a backdrop click`).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog, `${what}: Escape closes`).toBeHidden();
}

test('no staff dialog closes on a backdrop click', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffAt(browser, 1440, 900);
  for (const [path, title] of DIALOG_PAGES) {
    await page.goto(path);
    // loaded: rows or the empty state, not the spinner
    await expect(page.locator('.dha-table-wrap tbody tr, .dha-table-wrap .bp6-non-ideal-state').first(), title).toBeVisible();
    await page.getByRole('button', { name: /^新增/ }).first().click();
    await expectBackdropKeepsOpen(page, `${title} 新增`);
    const edit = page.locator('.dha-table-wrap tbody').getByRole('button', { name: '编辑', exact: true }).first();
    if (await edit.count()) {
      await edit.click();
      await expectBackdropKeepsOpen(page, `${title} 编辑`);
    }
  }
  // a delete confirmation (Alert)
  await page.goto('course/location');
  await page.locator('.dha-table-wrap tbody').getByRole('button', { name: '删除', exact: true }).first().click();
  const alert = page.locator('.bp6-alert');
  await expect(alert).toBeVisible();
  await page.waitForTimeout(350);
  await page.mouse.click(4, 4);
  await page.waitForTimeout(350);
  await expect(alert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await page.context().close();
});

test.describe('toasts', () => {
  test('a wrong password then the right one leaves no error toast; repeated errors show once', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('login');
    // an account of its own: a third wrong password asks for a captcha (LOGIN_CAPTCHA_AFTER_FAILURES)
    await page.getByLabel('用户名').fill('officeadmin');
    await page.getByLabel('密码').fill('wrong-password');
    const submit = page.getByRole('button', { name: '登 录' });
    for (let i = 0; i < 2; i++) {
      await submit.click();
      await expect(page.locator('.bp6-toast.bp6-intent-danger')).toHaveCount(1);
    }
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await submit.click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await expect(page.locator('.bp6-toast.bp6-intent-danger')).toHaveCount(0);
    await context.close();
  });
});

test.describe('Chinese controls', () => {
  test('selects carry a Chinese caret title, never "Open dropdown"', async ({ browser }) => {
    const page = await staffAt(browser, 1440, 900);
    await page.goto('course/manager');
    await expect(page.locator('.bp6-html-select').first()).toBeVisible();
    expect(await page.locator('.bp6-html-select svg title', { hasText: '展开选项' }).count()).toBeGreaterThan(0);
    expect(await page.content()).not.toContain('Open dropdown');
    await page.context().close();
  });

  test('date pickers are Blueprint pickers showing yyyy-MM-dd', async ({ browser }) => {
    const page = await staffAt(browser, 1440, 900);
    await page.goto('system/login-log');
    const from = page.getByLabel('登录日期起');
    await expect(from).toBeVisible();
    expect(await page.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);
    await from.click();
    const picker = page.locator('.bp6-datepicker');
    await expect(picker).toBeVisible();
    await expect(picker.getByLabel('月份')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '选择日期' })).toBeVisible();
    expect(await page.locator('[aria-label="date picker"]').count()).toBe(0);
    expect(await picker.innerHTML()).not.toContain('Open dropdown');
    await picker.locator('.rdp-day:not(.rdp-day_outside)').filter({ hasText: /^15$/ }).first().click();
    await expect(from).toHaveValue(/^\d{4}-\d{2}-15$/);
    await page.screenshot({ path: test.info().outputPath('date-picker.png') });

    // a date-time in a dialog: yyyy-MM-dd HH:mm
    await page.goto('course/manager');
    await page.getByRole('button', { name: '新增课程' }).click();
    const start = page.getByLabel('开课时间');
    await start.fill('2026-12-01 09:30');
    await start.press('Tab');
    await expect(start).toHaveValue('2026-12-01 09:30');
    await page.context().close();
  });
});
