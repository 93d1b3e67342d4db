import { expect, test, type Page } from '@playwright/test';
import { ADMIN, Api } from './support/api';

/**
 * Social sign-in with DingTalk (type 20) against the fake DingTalk the e2e server serves
 * (SOCIAL_DEV_PROVIDERS): its authorize page lets the test pick the account it signs in as.
 */

const DESKTOP = { width: 1440, height: 900 };

/** On the fake DingTalk page: sign in there as `openid`. */
async function approveAtDingTalk(page: Page, openid: string, nickname: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '钉钉（开发用模拟）' })).toBeVisible();
  await page.getByLabel('账号标识').fill(openid);
  await page.getByLabel('昵称').fill(nickname);
  await page.getByRole('button', { name: '授权登录' }).click();
}

test('an unbound DingTalk account binds with a password sign-in, then signs in alone; the profile lists it and unbinds it', async ({
  browser,
  request,
}) => {
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  // whatever an earlier run left
  for (const b of await admin.get<Array<{ type: number; openid: string }>>('/system/social-user/get-bind-list')) {
    if (b.type !== 20) continue;
    const gone = await request.delete('/admin-api/system/social-user/unbind', {
      data: { type: b.type, openid: b.openid },
      headers: { 'tenant-id': '1', authorization: `Bearer ${admin.token}` },
    });
    expect(await gone.json()).toMatchObject({ code: 0 });
  }
  const openid = `e2e-dt-${Date.now().toString(36)}`;

  // unbound: DingTalk sends the browser back, the console asks for the account to bind it to
  const first = await browser.newContext({ viewport: DESKTOP });
  let page = await first.newPage();
  await page.goto('login');
  await page.getByRole('navigation', { name: '其他登录方式' }).getByRole('button', { name: '钉钉' }).click();
  await approveAtDingTalk(page, openid, '钉钉测试员');
  await page.waitForURL(/\/bind\?/);
  await expect(page.getByText('该钉钉账号尚未绑定')).toBeVisible();
  await page.getByLabel('用户名').fill(ADMIN.username);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL((url) => !/\/(bind|login|auth-redirect)/.test(url.pathname));
  await first.close();

  // signed out (a fresh browser): DingTalk alone signs in, and lands where it was asked to
  const second = await browser.newContext({ viewport: DESKTOP });
  page = await second.newPage();
  await page.goto('login?redirect=%2Fuser%2Fprofile');
  await page.getByRole('navigation', { name: '其他登录方式' }).getByRole('button', { name: '钉钉' }).click();
  await approveAtDingTalk(page, openid, '钉钉测试员');
  await page.waitForURL(/\/user\/profile$/);
  const section = page.getByRole('region', { name: '社交账号绑定' });
  await expect(section.getByText('钉钉测试员')).toBeVisible();
  await section.getByRole('button', { name: '解除钉钉绑定' }).click();
  await expect(section.getByRole('row', { name: /钉钉/ }).getByText('未绑定')).toBeVisible();
  expect((await admin.get<Array<{ type: number }>>('/system/social-user/get-bind-list')).filter((b) => b.type === 20)).toEqual([]);
  await second.close();
});
