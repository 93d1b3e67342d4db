import { expect, test, type Page } from '@playwright/test';
import { ADMIN, Api, createOpenCourse } from './support/api';
import { signedInStaff } from './support/pages';

/** Issue 32: operations from the console: jobs and their log, uploads, the monitors, the API docs, the queue board. */

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const jobRow = (page: Page, handlerName: string) => page.locator('tbody tr').filter({ hasText: handlerName });

test('an operator pauses, resumes, edits and runs a job, then reads its run in the log', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await page.goto('infra/job');
  await expect(page.getByRole('heading', { name: '定时任务', exact: true })).toBeVisible();
  const row = jobRow(page, 'jobLogCleanJob');
  await row.getByRole('button', { name: '暂停' }).click();
  await expect(row.getByRole('button', { name: '开启' })).toBeVisible();
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0); // only a running job is edited
  await row.getByRole('button', { name: '开启' }).click();
  await expect(row.getByRole('button', { name: '暂停' })).toBeVisible();

  const name = `日志清理${Date.now().toString(36)}`;
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '修改任务' });
  await dialog.getByLabel('任务名称').fill(name);
  await dialog.getByLabel('处理器的参数').fill('30');
  await dialog.getByLabel('CRON 表达式').fill('0 0 0 ? * 8');
  await expect(dialog.getByText(/星期取值为 1-7/)).toBeVisible();
  await dialog.getByLabel('CRON 表达式').fill('0 30 1 * * ?');
  await expect(dialog.getByText(/后续执行时间：\d{4}-\d{2}-\d{2} \d{2}:30:00/)).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const edited = jobRow(page, name);
  await expect(edited.getByText('0 30 1 * * ?')).toBeVisible();

  await edited.getByRole('button', { name: '执行一次' }).click();
  await edited.getByRole('button', { name: '调度日志' }).click();
  await expect(page).toHaveURL(/\/dha-center\/job\/log\?jobId=\d+$/);
  await expect(page.getByRole('heading', { name: '调度日志', exact: true })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'jobLogCleanJob' }).getByText('成功').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('row').filter({ hasText: 'jobLogCleanJob' }).first().getByRole('button', { name: '详细' }).click();
  await expect(page.getByRole('dialog').getByText(/删除 \d+ 条 30 天前的日志/)).toBeVisible();
  await context.close();
});

test('an editor uploads a course cover and an image in its description; a visitor sees both', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const api = await Api.login(request, ADMIN.username, ADMIN.password);
  const courseName = `上传课程${tag}`;
  const id = await createOpenCourse(api, { name: courseName, code: `UP${tag}`.toUpperCase(), needTeacherAudit: false });

  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await page.goto('course/manager');
  await page.getByLabel('课程名称').fill(courseName);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.locator('tbody tr').filter({ hasText: courseName }).getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('上传封面').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: '封面预览' })).toBeVisible();
  await expect(dialog.getByLabel('封面图片')).toHaveValue(/^\/admin-api\/infra\/file\/\d+\/get\/course\/\d{8}\/cover_[0-9a-f]{12}\.png$/);
  await dialog.getByLabel('插入图片').setInputFiles({ name: 'inside.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByLabel('课程介绍（HTML）')).toHaveValue(
    /<img src="\/admin-api\/infra\/file\/\d+\/get\/course\/\d{8}\/inside_[0-9a-f]{12}\.png" alt="inside.png" \/>/,
  );
  // a file whose bytes are not an image is refused by the server, and nothing changes
  await dialog
    .getByLabel('插入图片')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') });
  await expect(page.getByText(/文件内容与其类型不符：\.png 文件的内容无法识别/)).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`client/course-list?courseId=${id}`);
  await expect(visitorPage.getByRole('heading', { name: '课程详情' })).toBeVisible();
  const images = visitorPage.locator('img[src*="/admin-api/infra/file/"]');
  await expect(images).toHaveCount(2);
  for (const img of await images.all()) {
    await expect(img).toBeVisible();
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  }
  await visitor.close();
  await context.close();
});

test('the monitors, the API docs and the queue board draw inside the console', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await page.goto('infra/redis');
  await expect(page.getByRole('heading', { name: '缓存监控', exact: true })).toBeVisible();
  await expect(page.getByText('Redis 版本')).toBeVisible();
  await expect(page.getByLabel('任务队列').getByRole('cell', { name: 'infra-job', exact: true })).toBeVisible();
  await expect(page.getByLabel('命令统计').locator('.dha-bar').first()).toBeVisible();

  await page.goto('infra/monitor');
  await expect(page.getByRole('heading', { name: '服务监控', exact: true })).toBeVisible();
  await expect(page.getByLabel('进程').getByText('API', { exact: true })).toBeVisible();
  await expect(page.getByLabel('依赖健康').getByText('正常')).toHaveCount(3);
  await expect(page.getByLabel('PostgreSQL').getByText('数据库大小')).toBeVisible();

  await page.goto('infra/swagger');
  const docs = page.frameLocator('iframe[title="API 文档"]');
  await expect(docs.getByText('DHA Center API').first()).toBeVisible({ timeout: 20_000 });
  await docs.getByRole('heading', { name: 'infra/job' }).first().click();
  await docs.getByText('/admin-api/infra/job/page', { exact: true }).first().click();
  await expect(docs.getByText('权限（任一）：infra:job:query').first()).toBeVisible();

  await page.goto('infra/queue-board');
  const board = page.frameLocator('iframe[title="任务队列"]');
  await expect(board.getByText('infra-job').first()).toBeVisible({ timeout: 20_000 });
  await context.close();
});
