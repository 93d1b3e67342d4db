import { expect, test } from '@playwright/test';
import { ADMIN } from './support/api';
import { signedInStaff } from './support/pages';

/** Issue 11 (tenants): the system admin makes a package and a tenant in the console; the tenant's administrator signs in to it. */

test('a tenant made in the console signs in with its package menus only', async ({ browser }) => {
  // two sign-ins and two dialogs on a shared machine
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);

  await page.goto('system/tenant-package');
  await expect(page.getByRole('heading', { name: '租户套餐' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  let dialog = page.getByRole('dialog');
  const packageName = `课程套餐${tag}`;
  await dialog.getByLabel('套餐名').fill(packageName);
  // checking the directory takes its whole branch
  await dialog.getByText('课程管理', { exact: true }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: packageName, exact: true })).toBeVisible();

  await page.goto('system/tenant');
  await expect(page.getByRole('heading', { name: '租户列表' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  dialog = page.getByRole('dialog', { name: '新增租户' }); // not the date picker's popover
  const tenantName = `分中心${tag}`;
  const boss = { username: `boss${tag}`, password: 'Boss@123' };
  await dialog.getByLabel('租户名').fill(tenantName);
  await dialog.getByLabel('租户套餐').selectOption({ label: packageName });
  await dialog.getByLabel('联系人').fill('王五');
  await dialog.getByLabel('用户名称').fill(boss.username);
  await dialog.getByLabel('用户密码').fill(boss.password);
  await dialog.getByLabel('账号额度').fill('20');
  await dialog.getByLabel('过期时间').fill('2035-06-30 18:00');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: tenantName, exact: true })).toBeVisible();
  await context.close();

  // with two tenants the login page asks for the tenant by name
  const tenantContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const tenantPage = await tenantContext.newPage();
  await tenantPage.goto('login');
  await tenantPage.getByLabel('租户').fill(tenantName);
  await tenantPage.getByLabel('用户名').fill(boss.username);
  await tenantPage.getByLabel('密码').fill(boss.password);
  await tenantPage.getByRole('button', { name: '登 录' }).click();
  await tenantPage.waitForURL((url) => !url.pathname.endsWith('/login'));
  const sidebar = tenantPage.locator('.dha-sidebar, nav, aside').first();
  await expect(sidebar.getByText('课程管理').first()).toBeVisible();
  await expect(sidebar.getByText('系统管理')).toHaveCount(0);
  await tenantContext.close();
});
