import { expect, test, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, Api } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * Issue 13, "Layout": the management layout's sidebar, top bar, top navigation, settings drawer,
 * fullscreen, size, logout confirmation and back-to-top, as the super admin sees them, at 1440×900;
 * the sidebar rules again on a 390×844 phone.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let context: BrowserContext | undefined;
test.afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function admin(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const signedIn = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  context = signedIn.context;
  const page = signedIn.page;
  if (viewport !== DESKTOP) await page.setViewportSize(viewport);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  return page;
}

const sidebar = (page: Page) => page.locator('nav.dha-sidebar');
const group = (page: Page, title: string) => sidebar(page).locator('button.dha-menu-group', { hasText: title });
const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
/** Scrolls `scroller` down by `top`, first making the page taller than the window (again if the page re-rendered). */
function scrollDown(page: Page, scroller: string, top: number): Promise<number> {
  return page.evaluate(
    ({ scroller, top }) => {
      const area = document.querySelector('.dha-page')!;
      if (!area.querySelector('.e2e-filler')) area.insertAdjacentHTML('beforeend', '<div class="e2e-filler" style="height: 4000px"></div>');
      const el = document.querySelector(scroller)!;
      el.scrollTo({ top });
      return el.scrollTop;
    },
    { scroller, top },
  );
}
const primaryColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dha-primary').trim());

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '布局设置' }).click();
  const drawer = page.locator('.dha-settings-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A screenshot kept in test-results and attached to the report. */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** the organisation's name as the server configures it (sidebar logo) */
async function orgName(page: Page): Promise<string> {
  const config = await new Api(page.request).get<Record<string, string | null>>('/infra/config/public');
  return config['system.org.name'] ?? '';
}

test.describe('desktop 1440×900', () => {
  test('the sidebar is 220 px wide, collapses, and its state is stored as 1/0 across a reload', async ({ browser }, testInfo) => {
    const page = await admin(browser);
    await expect(sidebar(page)).not.toHaveClass(/dha-sidebar-collapsed/);
    expect((await sidebar(page).boundingBox())?.width).toBe(220);
    await snapshot(page, testInfo, 'layout-1440');

    await page.getByRole('button', { name: '切换侧边栏' }).click();
    await expect(sidebar(page)).toHaveClass(/dha-sidebar-collapsed/);
    expect(await storage(page, 'sidebarStatus')).toBe('0');
    await page.reload();
    await expect(sidebar(page)).toHaveClass(/dha-sidebar-collapsed/);
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeLessThan(100);

    await page.getByRole('button', { name: '切换侧边栏' }).click();
    await expect(sidebar(page)).not.toHaveClass(/dha-sidebar-collapsed/);
    expect(await storage(page, 'sidebarStatus')).toBe('1');
    await page.reload();
    await expect(sidebar(page)).not.toHaveClass(/dha-sidebar-collapsed/);
  });

  test('one menu group is open at a time', async ({ browser }) => {
    const page = await admin(browser);
    await group(page, '系统管理').click();
    await expect(group(page, '系统管理')).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toBeVisible();

    await group(page, '基础设施').click();
    await expect(group(page, '基础设施')).toHaveAttribute('aria-expanded', 'true');
    await expect(group(page, '系统管理')).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: '参数配置' })).toBeVisible();
  });

  test('a menu title longer than 5 characters gets a tooltip, a shorter one none', async ({ browser }) => {
    const page = await admin(browser);
    await group(page, '基础设施').click();
    await sidebar(page).getByRole('link', { name: '参数配置' }).hover();
    await page.waitForTimeout(600); // past the tooltip's open delay
    await expect(page.locator('.bp6-tooltip')).toHaveCount(0);

    await sidebar(page).getByRole('link', { name: 'API 文档' }).hover(); // 6 characters
    await expect(page.locator('.bp6-tooltip', { hasText: 'API 文档' })).toBeVisible();
  });

  test("the sidebar logo reads the organisation's name, and hides when sidebarLogo is off", async ({ browser }) => {
    const page = await admin(browser);
    const name = await orgName(page);
    expect(name).not.toBe('');
    await expect(sidebar(page).locator('.dha-sidebar-logo-text')).toHaveText(name);
    await expect(sidebar(page).locator('.dha-sidebar-logo')).toHaveAttribute('title', name);

    const drawer = await openSettings(page);
    await drawer.getByText('显示 Logo').click();
    await expect(sidebar(page).locator('.dha-sidebar-logo')).toHaveCount(0);
  });

  test('sideTheme light and dark restyle the sidebar', async ({ browser }) => {
    const page = await admin(browser);
    const background = () => sidebar(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    const dark = await background();
    const drawer = await openSettings(page);
    await drawer.getByText('浅色侧边栏').click();
    await expect(sidebar(page)).toHaveClass(/dha-theme-light/);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await drawer.getByText('深色侧边栏').click();
    await expect(sidebar(page)).toHaveClass(/dha-theme-dark/);
    expect(await background()).toBe(dark);
  });

  test('topNav shows floor(width / 3 / 85) entries and the rest under 更多; off restores the side menu', async ({ browser }, testInfo) => {
    const page = await admin(browser);
    // the home entry and every top-level entry of the side menu
    const topLevel = await sidebar(page).locator(':scope > ul > li').count();
    expect(topLevel).toBeGreaterThan(5);

    const drawer = await openSettings(page);
    await drawer.getByText('开启 TopNav').click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    const topNav = page.getByRole('navigation', { name: '顶部导航' });
    await expect(topNav).toBeVisible();
    await expect(page.locator('.dha-breadcrumbs')).toHaveCount(0);

    const entries = topNav.locator('.dha-top-nav-item');
    const visible = Math.floor(1440 / 3 / 85); // 5
    await expect(entries).toHaveCount(visible + 1);
    await expect(entries.last()).toHaveText('更多');
    await entries.last().click();
    await expect(page.locator('.bp6-menu .bp6-menu-item')).toHaveCount(topLevel - visible);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(entries).toHaveCount(Math.floor(1024 / 3 / 85) + 1); // 4 and 更多

    await page.setViewportSize(DESKTOP);
    // on the home page the side menu is hidden; a group shows its pages in it
    await expect(sidebar(page)).toHaveCount(0);
    await topNav.getByRole('button', { name: '系统管理' }).click();
    await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toBeVisible();
    await expect(group(page, '课程管理')).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(topNav.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-current', 'true');
    await snapshot(page, testInfo, 'layout-top-nav-1440');

    await topNav.getByRole('button', { name: '首页' }).click();
    await expect(sidebar(page)).toHaveCount(0);
    await (await openSettings(page)).getByText('开启 TopNav').click();
    await expect(topNav).toHaveCount(0);
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).locator(':scope > ul > li')).toHaveCount(topLevel);
  });

  test('settings: the theme colour drives the primary buttons, saving says so, closes and survives a reload', async ({
    browser,
  }, testInfo) => {
    const page = await admin(browser);
    expect(await primaryColour(page)).toBe('#646cff');
    const drawer = await openSettings(page);
    const save = drawer.getByRole('button', { name: '保存配置' });
    expect(await save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(100, 108, 255)');

    await drawer.getByRole('button', { name: '主题颜色 #13c2c2' }).click();
    expect(await primaryColour(page)).toBe('#13c2c2');
    // (polled: the controls fade to the new colour)
    await expect.poll(() => save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(19, 194, 194)');
    // Blueprint's own blue literals follow too: a checked switch
    const indicator = drawer.locator('.bp6-switch', { hasText: '固定 Header' }).locator('.bp6-control-indicator');
    await expect.poll(() => indicator.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(19, 194, 194)');
    await drawer.getByText('开启 Tags-Views').click(); // off
    await expect(page.getByRole('navigation', { name: '已打开的页面' })).toHaveCount(0);
    expect(await storage(page, 'layout-setting')).toBeNull(); // a preview, not saved yet
    await snapshot(page, testInfo, 'layout-settings-drawer');

    await save.click();
    await expect(page.locator('.bp6-toast', { hasText: '正在保存到本地，请稍候...' })).toBeVisible();
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeHidden({ timeout: 3000 });
    expect(JSON.parse((await storage(page, 'layout-setting')) ?? '{}')).toMatchObject({ theme: '#13c2c2', tagsView: false });

    await page.reload();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    expect(await primaryColour(page)).toBe('#13c2c2');
    await expect(page.getByRole('navigation', { name: '已打开的页面' })).toHaveCount(0);
  });

  test('settings: reset clears the saved setting, says so and reloads after a second', async ({ browser }) => {
    const page = await admin(browser);
    await page.evaluate(() => localStorage.setItem('layout-setting', JSON.stringify({ theme: '#c71585', topNav: true })));
    await page.reload();
    await expect(page.getByRole('navigation', { name: '顶部导航' })).toBeVisible();
    expect(await primaryColour(page)).toBe('#c71585');

    const drawer = await openSettings(page);
    const reloaded = page.waitForEvent('load');
    const clicked = Date.now();
    await drawer.getByRole('button', { name: '重置配置' }).click();
    await expect(page.locator('.bp6-toast', { hasText: '正在清除设置缓存并刷新，请稍候...' })).toBeVisible();
    await reloaded;
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(900);
    expect(await storage(page, 'layout-setting')).toBeNull();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    expect(await primaryColour(page)).toBe('#646cff');
    await expect(page.getByRole('navigation', { name: '顶部导航' })).toHaveCount(0);
  });

  test('the settings drawer does not close on a backdrop click, only by its close button or Esc', async ({ browser }) => {
    const page = await admin(browser);
    let drawer = await openSettings(page);
    await page.mouse.click(200, 450); // on the backdrop, left of the drawer
    await expect(drawer).toBeVisible();
    // Esc closes it wherever the focus is: the backdrop click may leave it on the page behind
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  test('fixedHeader off lets the header scroll away with the page', async ({ browser }) => {
    const page = await admin(browser);
    const topBarY = async () => (await page.locator('.dha-topbar').boundingBox())?.y;
    // fixed: the page area scrolls under the header
    expect(await scrollDown(page, '.dha-page', 1000)).toBe(1000);
    expect(await topBarY()).toBe(0);

    const drawer = await openSettings(page);
    await drawer.getByText('固定 Header').click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.dha-layout')).toHaveClass(/dha-header-scrolls/);
    // once closed, the drawer gives the focus back to the gear in the header, which scrolls it into view
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '布局设置' })).toBeFocused();
    // not fixed: the header scrolls away with the page
    await expect.poll(() => scrollDown(page, '.dha-main', 1000)).toBe(1000);
    expect(await topBarY()).toBe(-1000);
  });

  test('the fullscreen toggle enters and leaves fullscreen', async ({ browser }) => {
    const page = await admin(browser);
    const fullscreen = () => page.evaluate(() => document.fullscreenElement != null);
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    await expect.poll(fullscreen).toBe(true);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(fullscreen).toBe(false);
    await expect(page.getByRole('button', { name: '全屏', exact: true })).toBeVisible();
  });

  test('without the Fullscreen API the toggle warns', async ({ browser }) => {
    const page = await admin(browser);
    await page.evaluate(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    await expect(page.locator('.bp6-toast', { hasText: 'your browser does not support fullscreen' })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('the size selector defaults to medium, resizes the controls and is stored under size', async ({ browser }) => {
    const page = await admin(browser);
    const layout = page.locator('.dha-layout');
    await expect(layout).toHaveClass(/dha-size-medium/);
    const height = () => page.getByRole('button', { name: '布局大小' }).evaluate((el) => el.getBoundingClientRect().height);
    const medium = await height();

    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('option', { name: '迷你' }).click();
    await expect(layout).toHaveClass(/dha-size-mini/);
    expect(await storage(page, 'size')).toBe('mini');
    expect(await height()).toBeLessThan(medium);

    await page.reload();
    await expect(page.locator('.dha-layout')).toHaveClass(/dha-size-mini/);
    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('option', { name: '默认' }).click();
    await expect(layout).toHaveClass(/dha-size-default/);
    expect(await height()).toBeGreaterThan(medium);
    expect(await storage(page, 'size')).toBe('default');
  });

  test('logging out asks 提示 / 确定注销并退出系统吗？, and cancelling does nothing', async ({ browser }) => {
    const page = await admin(browser);
    const token = await storage(page, 'ACCESS_TOKEN');
    const logoutCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/system/auth/logout')) logoutCalls.push(r.url());
    });
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const alert = page.locator('.bp6-alert');
    await expect(alert).toContainText('提示');
    await expect(alert).toContainText('确定注销并退出系统吗？');
    await page.mouse.click(100, 100); // the backdrop: stays
    await expect(alert).toBeVisible();

    const url = page.url();
    await alert.getByRole('button', { name: '取消' }).click();
    await expect(alert).toBeHidden();
    await page.waitForTimeout(500); // nothing follows the cancel: no navigation, no logout call
    expect(page.url()).toBe(url);
    expect(logoutCalls).toEqual([]);
    expect(await storage(page, 'ACCESS_TOKEN')).toBe(token);
    await page.reload();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  });

  test('the user menu leads to the personal centre', async ({ browser }) => {
    const page = await admin(browser);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/dha-center\/client\/my-profile$/);
  });

  test('the back-to-top button appears after scrolling down and glides to the top in about 800 ms', async ({ browser }) => {
    const page = await admin(browser);
    const button = page.getByRole('button', { name: '回到顶部' });
    expect(await scrollDown(page, '.dha-page', 300)).toBe(300);
    await page.waitForTimeout(200);
    await expect(button).toHaveCount(0);
    await expect.poll(() => scrollDown(page, '.dha-page', 2000)).toBe(2000);
    await expect(button).toBeVisible();

    const took = await page.evaluate(async () => {
      const el = document.querySelector('.dha-page')!;
      (document.querySelector('[aria-label="回到顶部"]') as HTMLElement).click();
      const start = performance.now();
      let halfway = false;
      while (el.scrollTop > 0) {
        await new Promise((r) => requestAnimationFrame(r));
        if (el.scrollTop > 0 && el.scrollTop < 2000) halfway = true;
      }
      return { ms: performance.now() - start, halfway };
    });
    expect(took.halfway).toBe(true);
    expect(took.ms).toBeGreaterThan(600);
    expect(took.ms).toBeLessThan(1500);
    await expect(button).toHaveCount(0);
  });
});

test.describe('phone 390×844', () => {
  test('the side menu is a drawer that opens at once and closes after navigation', async ({ browser }, testInfo) => {
    const page = await admin(browser, PHONE);
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: '切换侧边栏' }).click();
    // without animation: already in place, 220 px wide
    await expect(sidebar(page)).toBeVisible();
    expect((await page.locator('.dha-sidebar-drawer').boundingBox())?.width).toBe(220);
    expect(await page.locator('.dha-sidebar-drawer').evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s/);
    await snapshot(page, testInfo, 'layout-390-menu');

    await group(page, '系统管理').click();
    await sidebar(page).getByRole('link', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(sidebar(page)).toHaveCount(0);
  });

  test("the drawer's logo reads the organisation's name, one group opens at a time", async ({ browser }) => {
    const page = await admin(browser, PHONE);
    const name = await orgName(page);
    await page.getByRole('button', { name: '切换侧边栏' }).click();
    await expect(sidebar(page).locator('.dha-sidebar-logo-text')).toHaveText(name);
    await group(page, '系统管理').click();
    await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toBeVisible();
    await group(page, '基础设施').click();
    await expect(group(page, '系统管理')).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', { name: '用户管理' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: '参数配置' })).toBeVisible();
  });
});
