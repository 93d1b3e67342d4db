import { expect, test } from '@playwright/test';
import { ADMIN, Api } from './support/api';
import { signedInStaff } from './support/pages';

/** Issue 11 (logs): a write and a refused sign-in show in the operation and login logs of the console. */

test('an administrator finds an operation with its detail, and a refused sign-in, in the logs', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const api = await Api.login(request, ADMIN.username, ADMIN.password);
  const postName = `日志岗位${tag}`;
  await api.post('/system/post/create', { name: postName, code: `log-${tag}`, sort: 1, status: 0 });
  const ghost = `ghost${tag}`;
  const refused = await request.post('/admin-api/system/auth/login', {
    data: { username: ghost, password: 'Wrong@123' },
    headers: { 'tenant-id': '1' },
  });
  expect((await refused.json()).code).toBe(1_002_000_000);

  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await page.goto('system/operate-log');
  await expect(page.getByRole('heading', { name: '操作日志', exact: true })).toBeVisible();
  await page.getByLabel('操作模块').fill('岗位管理');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  // the newest first: the post just created
  await page.getByRole('button', { name: '详情' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('POST /admin-api/system/post/create')).toBeVisible();
  await expect(dialog.getByText(postName)).toBeVisible();
  await dialog.getByRole('button', { name: /close|关闭/i }).click();

  await page.goto('system/login-log');
  await expect(page.getByRole('heading', { name: '登录日志', exact: true })).toBeVisible();
  await page.getByLabel('用户名称').fill(ghost);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('cell', { name: ghost, exact: true })).toBeVisible();
  await expect(page.getByText('账号或密码不正确')).toBeVisible();
  await context.close();
});
