import type { Browser, BrowserContext, Page } from '@playwright/test';

/** A staff member signed in through the login page, in a browser context of their own (desktop size). */
export async function signedInStaff(
  browser: Browser,
  username: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return { context, page };
}
