import { NotifyTemplateCode } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { templateParams } from '../domain/template-content';
import { BASE_TEMPLATES } from './base-templates';

describe('notify template seed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a Chinese template for every code the module sends, each enabled', async () => {
    const rows = await t.sql<{ code: string; status: number; content: string }>(
      `select code, status, content from notify_template where tenant_id = 1`,
    );
    const codes = rows.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(Object.values(NotifyTemplateCode)));
    expect(BASE_TEMPLATES.map((b) => b.code).sort()).toEqual([...Object.values(NotifyTemplateCode)].sort());
    for (const r of rows) expect(r.status).toBe(0);
    const reminder = rows.find((r) => r.code === NotifyTemplateCode.OFFER_REMINDER)!;
    expect(templateParams(reminder.content).sort()).toEqual(['courseName', 'deadline']);
  });
});
