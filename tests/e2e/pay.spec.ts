import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { FakeWeixinPay } from '@dha/pay-fakes';
import { ADMIN, Api, createOpenCourse, idCardNo } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * Issue 31, the proof in a browser: a visitor signs up for a course with a fee, gets a formal offer,
 * pays with mock from a phone and with wx_native through a local fake of WeChat Pay (QR dialog, poll,
 * return), sees 已支付 and the seat; staff cancel the signup and the refund shows on both sides;
 * finance staff find the order and the refund in their pages.
 */

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};
const FEE = 12_800;

/** A visitor with a complete profile, signed up for the course and offered a formal place by the admin. */
async function offeredVisitor(request: APIRequestContext, admin: Api, courseId: number, stamp: string, n: number) {
  const username = `pay${stamp}${n}`;
  const tokens = await new Api(request).post<{ accessToken: string }>('/system/auth/register', {
    username,
    nickname: '缴费访客',
    password: 'Visit@123',
  });
  const visitor = new Api(request, tokens.accessToken);
  await visitor.put('/system/user/updateMyProfileInfo', {
    realName: `缴费学员${n}`,
    sex: 1,
    birthday: Date.UTC(1990, 4, 17),
    certificateType: '1',
    certificateNo: idCardNo('19900517', (Date.now() + n) % 1000, 1),
    mobile: `139${String((Date.now() + n) % 100_000_000).padStart(8, '0')}`,
    education: '6',
    identity: '2',
  });
  const signupId = await visitor.post<number>('/client/signup/create', { courseId, participantKind: 0, identity: '2' });
  const { version } = await admin.get<{ version: number }>('/signup/signup/get', { id: signupId });
  await admin.post('/signup/signup/review', { id: signupId, version, action: 'PASS', offer: 'FORMAL' });
  return { username, signupId };
}

async function phoneSignedIn(browser: Browser, username: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('client-login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill('Visit@123');
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('login'));
  return { context, page };
}

/** From the signup card: 支付并确认 → the pay step of its order. */
async function toPayStep(page: import('@playwright/test').Page, signupId: number) {
  await page.goto('client/my-signup');
  const card = page.getByTestId(`signup-${signupId}`);
  await expect(card.getByText('待学员回复', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: '支付并确认' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('￥128.00');
  await alert.getByRole('button', { name: '确认录取' }).click();
  await expect(page).toHaveURL(/\/dha-center\/client\/pay\?id=\d+/);
  await expect(page.locator('.dha-cashier-price')).toHaveText('￥128.00');
  return card;
}

test('a fee is paid with mock on a phone and with wx_native through the fake; a staff cancel refunds it; finance staff find both', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  const courseName = `E2E 缴费 ${stamp}`;
  const courseId = await createOpenCourse(admin, {
    name: courseName,
    code: `PAY-${stamp}`.toUpperCase(),
    needTeacherAudit: false,
    formalStudentQuota: 5,
    fee: FEE,
  });

  // the course app's channels: mock (the demo data enables it) and wx_native on a local fake of WeChat Pay
  const apps = await admin.get<Array<{ id: number; appKey: string }>>('/pay/app/list');
  const app = apps.find((a) => a.appKey === 'course')!;
  const weixin = await new FakeWeixinPay().start();
  const existing = await admin.get<{ id: number } | null>('/pay/channel/get', { appId: app.id, code: 'wx_native' });
  const channel = { appId: app.id, code: 'wx_native', status: 0, feeRate: 0.6, config: JSON.stringify(weixin.channelConfig()) };
  if (existing) await admin.put('/pay/channel/update', { ...channel, id: existing.id });
  else await admin.post('/pay/channel/create', channel);
  const mock = await admin.get<{ id: number; status: number } | null>('/pay/channel/get', { appId: app.id, code: 'mock' });
  await admin.put('/pay/channel/update', {
    id: mock!.id,
    appId: app.id,
    code: 'mock',
    status: 0,
    feeRate: 0,
    config: '{"name":"none-config"}',
  });

  try {
    const a = await offeredVisitor(request, admin, courseId, stamp, 1);
    const b = await offeredVisitor(request, admin, courseId, stamp, 2);

    await test.step('visitor A pays with mock on a phone: 已支付, and the seat (正式录取)', async () => {
      const { context, page } = await phoneSignedIn(browser, a.username);
      await toPayStep(page, a.signupId);
      await page.getByRole('button', { name: '模拟支付' }).click();
      await expect(page).toHaveURL(/\/dha-center\/client\/my-signup\?payResult=success$/);
      const card = page.getByTestId(`signup-${a.signupId}`);
      await expect(card.getByText('正式录取', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId(`payment-${a.signupId}`)).toHaveText('已支付');
      await context.close();
    });

    await test.step('visitor B pays with wx_native: the QR dialog, the payment at WeChat, the poll, the return', async () => {
      const { context, page } = await phoneSignedIn(browser, b.username);
      await toPayStep(page, b.signupId);
      await page.getByRole('button', { name: '微信 Native 支付' }).click();
      const dialog = page.getByRole('dialog', { name: '请使用微信“扫一扫”扫码支付' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: '支付二维码' })).toHaveAttribute('data-qr-text', /^weixin:\/\/wxpay\/bizpayurl\?pr=P/);
      // the payer scans and pays: WeChat Pay calls our notify URL with its signed, encrypted callback
      const [outTradeNo] = [...weixin.orders.keys()];
      expect(await weixin.deliver(weixin.pay(outTradeNo!))).toBe(200);
      await expect(page).toHaveURL(/\/dha-center\/client\/my-signup\?payResult=success$/, { timeout: 15_000 });
      await expect(page.getByTestId(`signup-${b.signupId}`).getByText('正式录取', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId(`payment-${b.signupId}`)).toHaveText('已支付');
      await context.close();
    });

    await test.step('staff cancel A: the refund shows to staff and to the visitor', async () => {
      const { version } = await admin.get<{ version: number }>('/signup/signup/get', { id: a.signupId });
      await admin.post('/signup/signup/cancel', { id: a.signupId, version, remark: '课程调整' });
      await expect
        .poll(
          async () => (await admin.get<{ payment: { status: number } | null }>('/signup/signup/get', { id: a.signupId })).payment?.status,
          { timeout: 15_000 },
        )
        .toBe(20);
      const staff = await signedInStaff(browser, ADMIN.username, ADMIN.password);
      await staff.page.goto(`course/detail?id=${a.signupId}`);
      await expect(staff.page.getByText('已退款 退 ￥128.00')).toBeVisible();
      await staff.context.close();
      const { context, page } = await phoneSignedIn(browser, a.username);
      await page.goto('client/my-signup');
      await expect(page.getByTestId(`signup-${a.signupId}`).getByText('已取消', { exact: true })).toBeVisible();
      await expect(page.getByTestId(`payment-${a.signupId}`)).toHaveText('已退款');
      await context.close();
    });

    await test.step('finance staff find both payments and the refund in 支付订单 and 退款订单', async () => {
      const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
      await page.goto('pay/order');
      await page.getByLabel('商户单号').fill(`signup-${a.signupId}`);
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: `signup-${a.signupId}` });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('已退款')).toBeVisible();
      await row.getByRole('button', { name: '详情' }).click();
      const detail = page.getByRole('dialog', { name: '支付订单详情' });
      await expect(detail.getByText(courseName)).toBeVisible();
      await detail
        .getByRole('button', { name: /close|关闭/i })
        .first()
        .click();
      await page.getByLabel('商户单号').fill(`signup-${b.signupId}`);
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: `signup-${b.signupId}` })
          .getByText('已支付'),
      ).toBeVisible();
      await page.goto('pay/refund');
      const refund = page.getByRole('row').filter({ hasText: `signup-${a.signupId}-refund` });
      await expect(refund).toHaveCount(1);
      await expect(refund.getByText('退款成功')).toBeVisible();
      await context.close();
    });
  } finally {
    await weixin.close();
  }
});
