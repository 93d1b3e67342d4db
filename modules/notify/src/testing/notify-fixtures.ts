import { uniq } from '@dha/system/testing';
import { NotifyTemplateType, NotifyUserType, type NotifyMessageVO } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';

/** A spec's test app and the admin's token, there from its first test to its last. */
export interface AdminApp {
  t: TestApp;
  admin: string;
}

/** Opens a test app and logs the admin in before the spec's tests; closes it after them. */
export function useAdminApp(): AdminApp {
  const app = {} as AdminApp;
  beforeAll(async () => {
    app.t = await createTestApp();
    app.admin = await app.t.api.loginAsAdmin();
  });
  afterAll(() => app.t.close());
  return app;
}

/** A body of `/system/notify-template/create` (fields loosely typed: tests send bad ones too). */
export interface TemplateBody extends Record<string, unknown> {
  code: string;
  content: string;
}

/** A valid body of `/system/notify-template/create` with a fresh code; override what a test is about. */
export const templateBody = (overrides: Record<string, unknown> = {}): TemplateBody => ({
  name: '测试模板',
  code: uniq('test-tpl-'),
  type: 1,
  nickname: '测试中心',
  content: '您好 {name}，课程【{courseName}】{name}',
  status: 0,
  remark: '备注',
  ...overrides,
});

/** Creates a template through the API; answers its id. */
export async function createTemplate(t: TestApp, adminToken: string, body: TemplateBody): Promise<number> {
  const created = await t.api.post<number>('/system/notify-template/create', body, { token: adminToken });
  if (created.code !== 0) throw new Error(`template create failed: ${created.code} ${created.msg}`);
  return created.data!;
}

/** Sends one message of a template to a user through send-notify; answers the message id. */
export async function sendNotify(
  t: TestApp,
  adminToken: string,
  userId: number,
  templateCode: string,
  templateParams: Record<string, unknown>,
): Promise<number> {
  const sent = await t.api.post<number>(
    '/system/notify-template/send-notify',
    { userId, userType: 2, templateCode, templateParams },
    { token: adminToken },
  );
  if (sent.code !== 0) throw new Error(`send-notify failed: ${sent.code} ${sent.msg}`);
  return sent.data!;
}

/** Ids of made-up messages: high and random, clear of the rows tests create. */
let nextMessageId = 700_000 + Math.floor(Math.random() * 100_000);

/** A message as NotifySender would publish it (not stored), to the user; `content` is its text. */
export function messageFor(userId: number, content = '您报名的课程已录取\n请在 48 小时内确认'): NotifyMessageVO {
  return {
    id: nextMessageId++,
    userId,
    userType: NotifyUserType.ADMIN,
    templateId: 1,
    templateCode: 'signup-status-changed',
    templateNickname: '报名中心',
    templateContent: content,
    templateType: NotifyTemplateType.SYSTEM,
    templateParams: {},
    readStatus: false,
    readTime: null,
    createTime: Date.now(),
  };
}
