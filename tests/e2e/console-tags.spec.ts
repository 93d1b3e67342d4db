import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, Api } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * Issue 13 "Tags view" and "every list page remembers its filters and page while the tab stays
 * open" (spec §2 Layout, §4 Tabs): a tab per visited page, the right-click menu, keep-alive.
 */

const MENU_ITEMS = ['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '关闭全部'];
/** a prefix shared by the posts this file creates, so that a search finds exactly them */
const POST_PREFIX = `标签岗位${Date.now().toString(36)}`;

const strip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tab = (page: Page, title: string) => strip(page).locator('.dha-tag', { hasText: title });
const tabTitles = (page: Page) => strip(page).locator('.dha-tag-link').allInnerTexts();
const closeButton = (page: Page, title: string) => strip(page).getByRole('button', { name: `关闭 ${title}` });
const shownPage = (page: Page) => page.locator('.dha-kept-page:not([hidden])');

async function openTabs(page: Page, ...paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(strip(page).locator(`.dha-tag.is-active a[href$="/${path}"]`)).toBeVisible();
  }
}

/** Right-clicks a tab and answers its menu. */
async function contextMenuOf(page: Page, title: string): Promise<Locator> {
  await tab(page, title).click({ button: 'right' });
  const menu = page.locator('.dha-tags-menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function choose(page: Page, title: string, item: string): Promise<void> {
  const menu = await contextMenuOf(page, title);
  await menu.getByRole('menuitem', { name: item }).click();
  await expect(menu).toBeHidden();
}

test.describe('tags view', () => {
  test.beforeAll(async ({ request }) => {
    const admin = await Api.login(request, ADMIN.username, ADMIN.password);
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, '0');
      await admin.post('/system/post/create', {
        name: `${POST_PREFIX}${n}`,
        code: `tags-${Date.now().toString(36)}-${n}`,
        sort: i,
        status: 0,
      });
    }
  });

  test('a tab per visited page, the shown one highlighted; the Home tab is pinned, without close', async ({ browser }) => {
    const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
    await expect(tab(page, '首页')).toHaveClass(/is-active/);
    await expect(closeButton(page, '首页')).toHaveCount(0);

    await openTabs(page, 'system/post', 'system/role');
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理', '角色管理']);
    await expect(tab(page, '角色管理')).toHaveClass(/is-active/);
    await expect(tab(page, '岗位管理')).not.toHaveClass(/is-active/);
    await expect(closeButton(page, '岗位管理')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('tags-view.png') });

    // a visit to an open page adds no second tab; a click on a tab opens its page
    await openTabs(page, 'system/post');
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理', '角色管理']);
    // a tab goes back to its page with the query it was last seen with
    await openTabs(page, 'system/role?from=tags');
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理', '角色管理']);
    await tab(page, '首页').getByRole('link').click();
    await expect(page).toHaveURL(/\/dha-center\/index$/);
    await tab(page, '角色管理').getByRole('link').click();
    await expect(page).toHaveURL(/\/dha-center\/system\/role\?from=tags$/);
    await tab(page, '首页').getByRole('link').click();
    await expect(page).toHaveURL(/\/dha-center\/index$/);
    await expect(tab(page, '首页')).toHaveClass(/is-active/);
    await context.close();
  });

  test('the right-click menu is 105 px wide with its six items, disabled where nothing would close', async ({ browser }) => {
    const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
    await openTabs(page, 'system/post', 'system/role', 'system/dict');

    // on a tab in the middle every item applies
    const menu = await contextMenuOf(page, '角色管理');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(MENU_ITEMS);
    expect((await menu.boundingBox())?.width).toBeCloseTo(105, 0);
    for (const item of MENU_ITEMS) await expect(menu.getByRole('menuitem', { name: item })).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // on the pinned Home tab neither it nor anything on its left closes
    const home = await contextMenuOf(page, '首页');
    await expect(home.getByRole('menuitem', { name: '关闭当前' })).toHaveAttribute('aria-disabled', 'true');
    await expect(home.getByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute('aria-disabled', 'true');
    await expect(home.getByRole('menuitem', { name: '关闭右侧' })).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    // a closing menu's backdrop would catch the next right-click
    await expect(home).toBeHidden();

    // on the first tab after Home nothing closable is on its left
    const first = await contextMenuOf(page, '岗位管理');
    await expect(first.getByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute('aria-disabled', 'true');
    await expect(first.getByRole('menuitem', { name: '关闭当前' })).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();

    // on the last tab nothing is on its right
    const last = await contextMenuOf(page, '字典管理');
    await expect(last.getByRole('menuitem', { name: '关闭右侧' })).toHaveAttribute('aria-disabled', 'true');
    await context.close();
  });

  test('关闭当前, 关闭左侧, 关闭右侧, 关闭其他 and 关闭全部 close what they say and keep the Home tab', async ({ browser }) => {
    const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
    await openTabs(page, 'system/post', 'system/role', 'system/dict', 'system/dept', 'system/menu');
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理', '角色管理', '字典管理', '部门管理', '菜单管理']);

    // 关闭当前 on a tab not shown: closes it, the page stays
    await choose(page, '部门管理', '关闭当前');
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理', '角色管理', '字典管理', '菜单管理']);
    await expect(page).toHaveURL(/\/system\/menu$/);

    // 关闭右侧 of 字典管理 closes the shown 菜单管理: the last tab left (字典管理) opens
    await choose(page, '字典管理', '关闭右侧');
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理', '角色管理', '字典管理']);
    await expect(page).toHaveURL(/\/system\/dict$/);

    // 关闭左侧 of 角色管理 keeps Home
    await choose(page, '角色管理', '关闭左侧');
    expect(await tabTitles(page)).toEqual(['首页', '角色管理', '字典管理']);
    await expect(page).toHaveURL(/\/system\/dict$/);

    // 关闭其他 of 角色管理 opens it and keeps Home
    await choose(page, '角色管理', '关闭其他');
    expect(await tabTitles(page)).toEqual(['首页', '角色管理']);
    await expect(page).toHaveURL(/\/system\/role$/);

    // 关闭全部 keeps the pinned Home tab alone and opens it
    await openTabs(page, 'system/post');
    await choose(page, '岗位管理', '关闭全部');
    expect(await tabTitles(page)).toEqual(['首页']);
    await expect(page).toHaveURL(/\/dha-center\/index$/);
    await context.close();
  });

  test("closing the shown page's tab opens the last tab left", async ({ browser }) => {
    const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
    await openTabs(page, 'system/post', 'system/role', 'system/dict');
    await tab(page, '岗位管理').getByRole('link').click();
    await expect(page).toHaveURL(/\/system\/post$/);

    await closeButton(page, '岗位管理').click();
    await expect(page).toHaveURL(/\/system\/dict$/);
    expect(await tabTitles(page)).toEqual(['首页', '角色管理', '字典管理']);

    // a middle click closes too
    await tab(page, '字典管理').click({ button: 'middle' });
    await expect(page).toHaveURL(/\/system\/role$/);
    expect(await tabTitles(page)).toEqual(['首页', '角色管理']);
    await context.close();
  });

  test('a page kept alive keeps its filter and page while its tab is open; closed and opened again it starts afresh', async ({
    browser,
  }) => {
    const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
    await openTabs(page, 'system/post', 'system/role');
    await tab(page, '岗位管理').getByRole('link').click();
    const posts = shownPage(page);

    // a search, 10 a page, page 2; then a code typed but not searched (only a kept-alive page has it)
    await posts.getByLabel('岗位名称').fill(POST_PREFIX);
    await posts.getByRole('button', { name: '搜索', exact: true }).click();
    await posts.getByLabel('每页条数').selectOption('10');
    await posts.getByRole('button', { name: '2', exact: true }).click();
    await expect(posts.getByRole('cell', { name: `${POST_PREFIX}11` })).toBeVisible();
    await posts.getByLabel('岗位编码').fill('typed-not-searched');

    await tab(page, '角色管理').getByRole('link').click();
    await expect(page).toHaveURL(/\/system\/role$/);
    await expect(shownPage(page).getByLabel('岗位名称')).toHaveCount(0);
    // the hidden page is out of reach: no focus can land in it
    await expect(page.locator('.dha-kept-page[hidden][inert]')).toHaveCount(1);

    await tab(page, '岗位管理').getByRole('link').click();
    const again = shownPage(page);
    await expect(again.getByLabel('岗位名称')).toHaveValue(POST_PREFIX);
    await expect(again.getByLabel('岗位编码')).toHaveValue('typed-not-searched');
    await expect(again.getByRole('button', { name: '2', exact: true })).toHaveClass(/bp6-active/);
    await expect(again.getByRole('cell', { name: `${POST_PREFIX}12` })).toBeVisible();
    await expect(again.getByRole('cell', { name: `${POST_PREFIX}01` })).toHaveCount(0);

    // closed, the page and its remembered list are gone: opened again it starts from page 1, unfiltered
    await closeButton(page, '岗位管理').click();
    await expect(page).toHaveURL(/\/system\/role$/);
    await expect(page.locator('.dha-kept-page')).toHaveCount(1);
    await openTabs(page, 'system/post');
    const fresh = shownPage(page);
    await expect(fresh.getByLabel('岗位名称')).toHaveValue('');
    await expect(fresh.getByLabel('岗位编码')).toHaveValue('');
    await expect(fresh.getByRole('button', { name: '1', exact: true })).toHaveClass(/bp6-active/);
    await context.close();
  });

  test('a noCache page (/course/review, /pay/cashier) is not kept alive when left; its tab stays', async ({ browser }) => {
    const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
    await openTabs(page, 'system/post', 'course/review', 'pay/cashier');
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理', '报名审核', '收银台']);
    const kept = (path: string) => page.locator(`.dha-kept-page[data-path="${path}"]`);
    await tab(page, '岗位管理').getByRole('link').click();
    await expect(page).toHaveURL(/\/system\/post$/);
    await expect(kept('/pay/cashier')).toHaveCount(0);
    await tab(page, '报名审核').getByRole('link').click();
    await expect(kept('/course/review')).toHaveCount(1);
    await tab(page, '首页').getByRole('link').click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(kept('/course/review')).toHaveCount(0);
    // the list page visited is kept (hidden) meanwhile
    await expect(kept('/system/post')).toHaveAttribute('hidden', '');
    await context.close();
  });

  test('a list remembers its search and page across a reload while its tab stays open', async ({ browser }) => {
    const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
    await openTabs(page, 'system/post');
    const posts = shownPage(page);
    await posts.getByLabel('岗位名称').fill(POST_PREFIX);
    await posts.getByRole('button', { name: '搜索', exact: true }).click();
    await posts.getByLabel('每页条数').selectOption('10');
    await posts.getByRole('button', { name: '2', exact: true }).click();
    await expect(posts.getByRole('cell', { name: `${POST_PREFIX}11` })).toBeVisible();

    await page.reload();
    await expect(shownPage(page).getByRole('cell', { name: `${POST_PREFIX}11` })).toBeVisible();
    await expect(shownPage(page).getByRole('cell', { name: `${POST_PREFIX}01` })).toHaveCount(0);
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理']);
    await context.close();
  });

  test('刷新页面 mounts the page anew through /redirect, without a tab for /redirect', async ({ browser }) => {
    const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
    await openTabs(page, 'system/post', 'system/role');
    await tab(page, '岗位管理').getByRole('link').click();
    await shownPage(page).getByLabel('岗位编码').fill('typed-before-refresh');
    // the addresses the console goes through (and a mark that the browser page is not reloaded)
    await page.evaluate(() => {
      const w = window as unknown as { __urls: string[]; __noReload: boolean };
      w.__urls = [];
      w.__noReload = true;
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (data, unused, url) => {
          w.__urls.push(String(url));
          original(data, unused, url);
        };
      }
    });

    await choose(page, '岗位管理', '刷新页面');
    await expect(page).toHaveURL(/\/dha-center\/system\/post$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __urls: string[] }).__urls))
      .toEqual(['/dha-center/redirect/system/post', '/dha-center/system/post']);
    await expect(shownPage(page).getByLabel('岗位编码')).toHaveValue('');
    // an in-app refresh: the browser page itself was not reloaded
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await tabTitles(page)).toEqual(['首页', '岗位管理', '角色管理']);
    await context.close();
  });
});
