import { expect, test, type Page } from '@playwright/test';

/** Issue 2: log in from /dha-center/login, see the server menu, a visitor meets /401, log out. */

const ADMIN = { username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'Admin@12345' };

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(`  ${username}  `); // the username is trimmed before login
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
}

test('admin logs in, lands on the home page and sees the menu from the server', async ({ page }) => {
  await page.goto('login');
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dha-center\/(index)?$/);
  const sidebar = page.locator('.dha-sidebar, nav, aside').first();
  await expect(sidebar.getByText('课程管理').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
});

test("the console runs under the server's Content-Security-Policy (issue 12): no violation from login to the menu", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dha-center\/(index)?$/);
  await expect(page.locator('.dha-sidebar, nav, aside').first().getByText('课程管理').first()).toBeVisible();
  await page.getByRole('button', { name: '用户菜单' }).click(); // a popover: Blueprint positions it with styles
  expect(violations).toEqual([]);
});

test('a page behind login sends a stranger to /login with the redirect parameter', async ({ page }) => {
  await page.goto('course/review');
  await expect(page).toHaveURL(/\/dha-center\/login\?redirect=%2Fcourse%2Freview/);
});

test('a visitor (role common) is sent to /401 on a management path', async ({ page, request }) => {
  const username = `visitor${Date.now().toString(36)}`;
  const registered = await request.post('/admin-api/system/auth/register', {
    data: { username, nickname: '访客', password: 'Visit@123' },
    headers: { 'tenant-id': '1' },
  });
  expect((await registered.json()).code).toBe(0);

  await page.goto('login');
  await logIn(page, username, 'Visit@123');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('course/review');
  await expect(page).toHaveURL(/\/dha-center\/401$/);
  await expect(page.getByText('401 无权访问')).toBeVisible();
});

test('admin logs out after confirming, and the token no longer works', async ({ page }) => {
  await page.goto('login');
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByText('退出登录').click();
  await expect(page.getByText('确定注销并退出系统吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/dha-center\/(login.*|index)?$/);
  // the URL may already match before logout navigates away: poll, and read again after a navigation
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ACCESS_TOKEN')).catch(() => 'navigating')).toBeNull();
  const after = await page.request.get('/admin-api/system/auth/get-permission-info', {
    headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
  });
  expect((await after.json()).code).toBe(401);
});
