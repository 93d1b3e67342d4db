import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, Api, configRow, DEMO_PASSWORD, TEACHER } from './support/api';

const KEYBOARD_USER = { username: 'visitor5', password: DEMO_PASSWORD };

/** visitor1 of the demo data (modules/system/src/seed/demo.seeder.ts: the 7th account, mobile 1380013800<i>). */
const VISITOR_MOBILE = '13800138006';

test('a visitor signs in with a code texted to the mobile (tab 手机登录)', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('client-login');
  await page.getByRole('tab', { name: '手机登录' }).click();
  await page.getByLabel('手机号').fill(VISITOR_MOBILE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  // no gateway here: the text went to the development outbox
  const outbox = await new Api(request).get<Array<{ mobile: string; text: string }>>('/system/auth/dev-sms-outbox');
  const text = outbox.find((m) => m.mobile === VISITOR_MOBILE)?.text ?? '';
  const code = /验证码 (\d{6})/.exec(text)?.[1];
  expect(code, `texted code in: ${text}`).toBeTruthy();
  await page.getByLabel('验证码').fill(code!);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/\/client\/course-list/);
  await context.close();
});

/** Where the piece fits, from the two pictures in the dialog, as a person sees it: the darkest place of the piece's shape. */
async function holeX(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const [bgImg, pieceImg] = Array.from(document.querySelectorAll<HTMLImageElement>('.dha-captcha-picture img'));
    const pixels = (img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, canvas.width, canvas.height);
    };
    await Promise.all([bgImg!, pieceImg!].map((img) => img.decode()));
    const bg = pixels(bgImg!);
    const piece = pixels(pieceImg!);
    const mask: Array<[number, number]> = [];
    for (let y = 0; y < piece.height; y++)
      for (let x = 0; x < piece.width; x++) if (piece.data[(y * piece.width + x) * 4 + 3]! > 0) mask.push([x, y]);
    let best = { x: 0, sum: Infinity };
    for (let offset = 0; offset + piece.width <= bg.width; offset++) {
      let sum = 0;
      for (const [x, y] of mask) {
        const i = (y * bg.width + offset + x) * 4;
        sum += bg.data[i]! + bg.data[i + 1]! + bg.data[i + 2]!;
      }
      if (sum < best.sum) best = { x: offset, sum };
    }
    return best.x;
  });
}

/** The captcha dialog once its puzzle is shown, and where its piece fits. */
async function openedPuzzle(page: Page): Promise<{ dialog: Locator; x: number }> {
  const dialog = page.getByRole('dialog', { name: '请完成安全验证' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.dha-captcha-piece')).toBeVisible();
  return { dialog, x: await holeX(page) };
}

test('with the captcha on, a staff member drags the slider onto the hole and signs in', async ({ browser, request }) => {
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  const captcha = await configRow(admin, 'system.captcha.enabled');
  await admin.put('/infra/config/update', { ...captcha, value: 'true' });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto('login');
    await page.getByLabel('用户名').fill(TEACHER.username);
    await page.getByLabel('密码', { exact: true }).fill(TEACHER.password);
    await page.getByRole('button', { name: '登 录' }).click();
    const { dialog, x } = await openedPuzzle(page);
    // drag the handle by mouse, in steps, as a person would
    const handle = dialog.getByRole('slider');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + x, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await expect(dialog).toBeHidden();
  } finally {
    await admin.put('/infra/config/update', { ...captcha, value: captcha.value });
    await context.close();
  }
});

test('the captcha slider works from the keyboard too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('login');
  // three wrong passwords from this browser: the server asks this address for a captcha even with it off
  // (an account no other test signs in with, so a failure here cannot hold up the others)
  await page.getByLabel('用户名').fill(KEYBOARD_USER.username);
  const password = page.getByLabel('密码', { exact: true });
  for (let i = 0; i < 3; i++) {
    await password.fill(`wrong-${i}`);
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByRole('button', { name: '登 录' })).toBeEnabled();
  }
  await password.fill(KEYBOARD_USER.password);
  await page.getByRole('button', { name: '登 录' }).click();
  const { dialog, x } = await openedPuzzle(page);
  const handle = dialog.getByRole('slider');
  await handle.focus();
  // each arrow press moves 2 px, Shift+arrow 20 px
  for (let moved = 0; moved + 20 <= x; moved += 20) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < Math.floor((x % 20) / 2); i++) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(x - (x % 2)));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await context.close();
});
