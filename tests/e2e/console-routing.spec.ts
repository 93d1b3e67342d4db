import { expect, test, type Page } from '@playwright/test';
import { ADMIN, Api } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * Issue 13 "Routing" and "Search" (spec §2): the open and layout routes, the menu pages of the super
 * admin, /redirect, the document title, the embedded-frame and external menu links, and the search.
 */

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? '48181'}`;
const NOT_FOUND = '404 找不到页面';
const CRASH = '页面出错了';

interface Menu {
  id: number;
  name: string;
  path: string;
  component: string | null;
  visible: boolean;
  children?: Menu[];
}

/** Every menu page of a permission-info menu tree with its full path (as the console joins them). */
function menuPages(menus: Menu[], parent = ''): { name: string; path: string; component: string; visible: boolean }[] {
  return menus.flatMap((m) => {
    const path = m.path.startsWith('/') || /^https?:/.test(m.path) ? m.path : `${parent}/${m.path}`;
    const own = m.component && !/^https?:/.test(m.path) ? [{ name: m.name, path, component: m.component, visible: m.visible }] : [];
    return [...own, ...menuPages(m.children ?? [], path)];
  });
}

async function expectPage(page: Page, path: string, text: string | RegExp): Promise<void> {
  await page.goto(path.replace(/^\//, ''));
  await expect(page.getByText(text).first(), `${path} shows ${String(text)}`).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  await expect(page.getByText(CRASH)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(`/dha-center${path}`);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the open routes /help, /social-login, /auth-redirect and /bind are pages without a login; /sso asks for one', async ({ page }) => {
  await expectPage(page, '/help', '帮助中心');
  await expect(page.getByText('Ctrl+K')).toBeVisible();
  await expectPage(page, '/social-login', '社交账号登录');
  // without what a provider sends back, neither page can go on: each says so instead of failing
  await expectPage(page, '/auth-redirect', '登录信息不完整，请重新选择登录方式。');
  await expectPage(page, '/bind', /缺少要绑定的社交账号/);
  await page.getByRole('link', { name: '社交账号登录' }).click();
  await expect(page).toHaveURL(/\/dha-center\/social-login$/);
  // the consent page belongs to a signed-in user: the login comes first, then back to it
  await page.goto('sso?client_id=demo&redirect_uri=https%3A%2F%2Fexample.org%2Fcb&response_type=code');
  await expect(page).toHaveURL(/\/dha-center\/login\?redirect=%2Fsso/);
});

test('every layout route of spec §2 answers a page inside the layout, not a 404', async ({ browser }) => {
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await page.goto('');
  await expect(page).toHaveURL(/\/dha-center\/index$/); // '' → the home page
  await expectPage(page, '/user/profile', '个人中心');
  await expect(page.getByText(ADMIN.username, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '编辑个人资料' }).click();
  await expect(page).toHaveURL(/\/dha-center\/client\/my-profile$/);
  await expectPage(page, '/user/notify-message', '我的站内信');
  const admin = await Api.login(page.request, ADMIN.username, ADMIN.password);
  const types = await admin.get<{ list: { id: number; type: string }[] }>('/system/dict-type/page', { pageNo: 1, pageSize: 1 });
  const dictType = types.list[0]!;
  await expectPage(page, `/dict/type/data/${dictType.id}`, `字典数据：`);
  await expect(page.getByText(`（${dictType.type}）`)).toBeVisible();
  await expectPage(page, '/job/log', '调度日志');
  await expectPage(page, '/codegen/edit/1', '「修改生成配置」功能建设中');
  // without an order id the cashier says so (upstream's message)
  await expectPage(page, '/pay/cashier', '未传递支付单号，无法查看对应的支付信息');
  await expectPage(page, '/system/help', '帮助中心');
  await expect(page.locator('.dha-sidebar')).toBeVisible(); // inside the management layout
  await context.close();
});

test('a path id that is not digits answers /404', async ({ browser }) => {
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  for (const path of ['dict/type/data/abc', 'codegen/edit/1x', 'course/signuprecord/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dha-center\/404$/);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  }
  await context.close();
});

test('every menu page of the super admin opens (its page or a coming-soon page) from a live sidebar entry', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  const admin = await Api.login(page.request, ADMIN.username, ADMIN.password);
  const info = await admin.get<{ menus: Menu[] }>('/system/auth/get-permission-info');
  const pages = menuPages(info.menus).filter((p) => p.visible && !p.path.includes(':'));
  expect(pages.length).toBeGreaterThanOrEqual(20);
  const sidebar = page.getByRole('navigation', { name: '主菜单' });
  const comingSoon: string[] = [];
  for (const p of pages) {
    await page.goto(p.path.slice(1));
    await expect(page.getByText(NOT_FOUND), p.path).toHaveCount(0);
    await expect(page.getByText(CRASH), p.path).toHaveCount(0);
    expect(new URL(page.url()).pathname, p.name).toBe(`/dha-center${p.path}`);
    // the entry is a link in the sidebar (its group opens on its page), never a greyed-out dead entry
    await expect(sidebar.getByRole('link', { name: p.name, exact: true }), p.name).toBeVisible();
    const soon = page.locator('.dha-coming-soon');
    const content = page.getByRole('main').locator('table, form, h2, h3, h4, .bp6-card, iframe, .bp6-non-ideal-state');
    await expect(soon.or(content).first(), p.path).toBeVisible();
    if (await soon.count()) {
      await expect(soon.getByText(`「${p.name}」功能建设中`), p.path).toBeVisible();
      comingSoon.push(p.name);
    }
  }
  await expect(sidebar.locator('[aria-disabled="true"]')).toHaveCount(0);
  test.info().annotations.push({ type: 'coming soon', description: `${comingSoon.length}/${pages.length}: ${comingSoon.join('、')}` });
  await context.close();
});

test('/redirect/<path> replaces itself with the original full path, query kept', async ({ browser }) => {
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await page.goto('index');
  await page.goto('redirect/system/user?from=redirect#top');
  await expect(page).toHaveURL(/\/dha-center\/system\/user\?from=redirect#top$/);
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '用户管理', exact: true })).toBeVisible();
  // replaced, not pushed: back leads to the page before, not to /redirect
  await page.goBack();
  await expect(page).toHaveURL(/\/dha-center\/index$/);
  await context.close();
});

test('the document title: "page title - product name" with dynamic title on, the product name alone when off', async ({ browser }) => {
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  const config = await new Api(page.request).get<Record<string, string>>('/infra/config/public');
  const product = config['system.org.name']!;
  expect(product).toBeTruthy();
  await page.goto('system/user');
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '用户管理', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(product); // default: dynamicTitle false (spec §3)

  await context.addInitScript(() => localStorage.setItem('layout-setting', JSON.stringify({ dynamicTitle: true })));
  await page.goto('system/user');
  await expect(page).toHaveTitle(`用户管理 - ${product}`);
  await page.goto('user/profile');
  await expect(page).toHaveTitle(`个人中心 - ${product}`);
  await context.close();
});

test('Ctrl+K opens the search from anywhere; typing, arrows and Enter open the chosen page', async ({ browser }) => {
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await page.goto('course/manager');
  await page.locator('.dha-page').click({ position: { x: 5, y: 5 } }); // the focus anywhere in the page
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: '搜索菜单' });
  const input = dialog.getByRole('combobox', { name: '搜索菜单' });
  await expect(input).toBeFocused();
  await input.pressSequentially('日志');
  const options = dialog.getByRole('option');
  // 操作日志, 登录日志 and API 日志's 访问日志 and 错误日志
  await expect(options).toHaveCount(4);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  const chosen = (await options.nth(1).locator('.dha-search-path').textContent())!;
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/dha-center${chosen}$`));

  // the icon opens it too; a click on the backdrop leaves it open; Escape closes it
  await page.getByRole('button', { name: '搜索菜单' }).click();
  await expect(input).toBeFocused();
  await page.mouse.click(10, 880);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await context.close();
});

test("each search result shows its breadcrumb of titles joined with ' > '; directories are not offered", async ({ browser }) => {
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('button', { name: '搜索菜单' })).toBeVisible(); // the layout is on screen
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: '搜索菜单' });
  await dialog.getByRole('combobox').fill('用户管理');
  await expect(dialog.getByRole('option').first().locator('.dha-search-crumb')).toHaveText('系统管理 > 用户管理');
  await dialog.getByRole('combobox').fill('系统管理');
  await expect(dialog.locator('.dha-search-crumb', { hasText: '系统管理 > 用户管理' })).toHaveCount(1);
  await expect(dialog.locator('.dha-search-crumb', { hasText: /^系统管理$/ })).toHaveCount(0);
  await context.close();
});

test('an http(s) menu opens in a new window; an inner-link menu shows its page in a frame with a loading text', async ({ browser }) => {
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  const admin = await Api.login(page.request, ADMIN.username, ADMIN.password);
  const tag = Date.now().toString(36);
  const base = { type: 2, parentId: 2, status: 0, visible: true, keepAlive: true, alwaysShow: true, icon: 'ep:link' };
  const outside = await admin.post<number>('/system/menu/create', {
    ...base,
    name: `外部站点${tag}`,
    path: `https://example.org/${tag}`,
    sort: 90,
  });
  const framePath = `/e2e-frame-${tag}`;
  const insideMenu = { ...base, name: `内嵌页面${tag}`, path: `${ORIGIN}${framePath}`, component: 'InnerLink', sort: 91 };
  const inside = await admin.post<number>('/system/menu/create', insideMenu);
  // creating a menu does not (yet) drop the cached permission info of the super admin, an update does
  await admin.put<boolean>('/system/menu/update', { ...insideMenu, id: inside });
  try {
    // the framed page answers slowly: the loading text shows meanwhile
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${framePath}`, async (route) => {
      await answered;
      await route.fulfill({ contentType: 'text/html', body: '<h1>framed content</h1>' });
    });
    await page.goto('index');
    const sidebar = page.getByRole('navigation', { name: '主菜单' });
    await sidebar.getByText('基础设施').click();
    const external = sidebar.getByRole('link', { name: `外部站点${tag}` });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('href', `https://example.org/${tag}`);

    await sidebar.getByRole('link', { name: `内嵌页面${tag}` }).click();
    await expect(page.getByText('正在加载页面，请稍候！')).toBeVisible();
    release();
    await expect(page.frameLocator('.dha-inner-link iframe').getByText('framed content')).toBeVisible();
    await expect(page.getByText('正在加载页面，请稍候！')).toBeHidden();
    await expect(page).toHaveTitle(/.+/);
  } finally {
    for (const id of [outside, inside]) {
      await page.request.delete('/admin-api/system/menu/delete', {
        params: { id },
        headers: { 'tenant-id': '1', authorization: `Bearer ${admin.token}` },
      });
    }
    await context.close();
  }
});
