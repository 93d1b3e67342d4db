import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, Api } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * The WeChat official account (social type 31), faked by the e2e server (WECHAT_MP_FAKE): the test
 * plays the phone, scanning the QR code the page shows through the fake's development endpoint.
 */

const DESKTOP = { width: 1440, height: 900 };

/** The fake's ticket of the QR code drawn on the page: what a phone reads from it (the url's last segment). */
async function qrTicketOn(qr: Locator): Promise<string> {
  const url = await qr.getAttribute('data-qr-text');
  expect(url, 'the QR code encodes a url').toMatch(/^https:\/\/fake-weixin\.invalid\/q\/fake[0-9a-f]{24}$/);
  return url!.split('/').pop()!;
}

/** A phone with `openid` scans the QR code shown on the page. */
async function scan(page: Page, api: Api, qrName: string, openid: string): Promise<string> {
  const qr = page.getByRole('img', { name: qrName });
  await expect(qr).toBeVisible();
  return api.post<string>('/mp/dev/scan', { qrTicket: await qrTicketOn(qr), openid });
}

test('binds WeChat from the profile page by scanning, then unbinds it', async ({ browser, request }) => {
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  await admin.get('/system/auth/unbind-weixin', { userId: admin.userId }); // whatever an earlier run left
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await page.goto('user/profile');
  const section = page.getByRole('region', { name: '微信公众号绑定' });
  await expect(section.getByText('未绑定')).toBeVisible();
  await section.getByRole('button', { name: '绑定微信' }).click();
  const dialog = page.getByRole('dialog', { name: '绑定微信' });
  expect(await scan(page, new Api(request), '微信绑定二维码', 'oE2eProfile')).toBe('bound');
  await expect(dialog).toBeHidden();
  await expect(section.getByText('已绑定')).toBeVisible();
  expect(
    (await admin.get<Array<{ type: number; openid: string }>>('/system/social-user/get-bind-list')).filter((b) => b.type === 31),
  ).toEqual([expect.objectContaining({ type: 31, openid: 'oE2eProfile' })]);

  await section.getByRole('button', { name: '解除绑定' }).click();
  await expect(section.getByText('未绑定')).toBeVisible();
  expect((await admin.get<Array<{ type: number }>>('/system/social-user/get-bind-list')).filter((b) => b.type === 31)).toEqual([]);
  await context.close();
});

test('the login page shows a QR code; a bound account’s scan signs the browser in, an unbound one binds after a password sign-in', async ({
  browser,
  request,
}) => {
  const phone = new Api(request);
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  await admin.get('/system/auth/unbind-weixin', { userId: admin.userId });

  // an unbound WeChat account: the page offers to sign in with the password, which binds it
  const first = await browser.newContext({ viewport: DESKTOP });
  let page = await first.newPage();
  await page.goto('login');
  await page.getByRole('tab', { name: '微信扫码登录' }).click();
  expect(await scan(page, phone, '微信扫码登录二维码', 'oE2eLogin')).toBe('login');
  const panel = page.getByRole('tabpanel'); // the shown one: the other tabs' forms are hidden
  await expect(panel.getByText('该微信尚未绑定账号')).toBeVisible();
  await panel.getByLabel('用户名').fill(ADMIN.username);
  await panel.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await panel.getByRole('button', { name: '登录并绑定微信' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await first.close();

  // now bound: the scan alone signs a fresh browser in
  const second = await browser.newContext({ viewport: DESKTOP });
  page = await second.newPage();
  await page.goto('login?redirect=%2Fuser%2Fprofile');
  await page.getByRole('tab', { name: '微信扫码登录' }).click();
  expect(await scan(page, phone, '微信扫码登录二维码', 'oE2eLogin')).toBe('login');
  await page.waitForURL(/\/user\/profile$/);
  await expect(page.getByRole('region', { name: '微信公众号绑定' }).getByText('已绑定')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
  expect(token).toBeTruthy();
  await second.close();
});

test('inside WeChat: 微信登录 goes to the account’s authorisation and back; unbound, the password sign-in binds; bound, it signs in alone', async ({
  browser,
  request,
}) => {
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  await admin.get('/system/auth/unbind-weixin', { userId: admin.userId });
  // WeChat's browser names itself in its user agent
  const inWechat = { viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50' };

  const authorise = async (page: Page, openid: string): Promise<void> => {
    await page.getByRole('tab', { name: '微信登录' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: '微信登录' }).click();
    // the fake account's authorisation page (/dev-wechat), where the user agrees as `openid`
    await page.waitForURL(/\/dev-wechat\?/);
    await page.getByLabel('微信用户 openid').fill(openid);
    await page.getByRole('button', { name: '同意授权' }).click();
  };

  const first = await browser.newContext(inWechat);
  let page = await first.newPage();
  await page.goto('login');
  await expect(page.getByText('微信内可使用微信登录')).toBeVisible();
  await authorise(page, 'oE2eInWechat');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('该微信尚未绑定账号')).toBeVisible();
  await panel.getByLabel('用户名').fill(ADMIN.username);
  await panel.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await panel.getByRole('button', { name: '登录并绑定微信' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  expect(
    (await admin.get<Array<{ type: number; openid: string }>>('/system/social-user/get-bind-list')).filter((b) => b.type === 31),
  ).toEqual([expect.objectContaining({ openid: 'oE2eInWechat' })]);
  await first.close();

  const second = await browser.newContext(inWechat);
  page = await second.newPage();
  await page.goto('login?redirect=%2Fuser%2Fprofile');
  await authorise(page, 'oE2eInWechat');
  await page.waitForURL(/\/user\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeTruthy();
  await second.close();
  await admin.get('/system/auth/unbind-weixin', { userId: admin.userId });
});
