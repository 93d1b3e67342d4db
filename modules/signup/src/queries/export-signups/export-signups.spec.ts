import { createTestApp, type TestApp } from '@dha/testing';
import { createCourse, createUser } from '../../testing/signup-fixtures';
import { signupSteps } from '../../testing/signup-steps';

jest.setTimeout(60_000);

describe('export signups (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let courseId: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.api.loginAsAdmin();
    for (const role of ['office_admin', 'common']) tokens[role] = (await createUser(t, `r${role.slice(0, 4)}`, [role])).token;
    courseId = await createCourse(t, admin);
    await signupSteps(t).submit(courseId);
  });
  afterAll(() => t.close());

  it('exports an xlsx workbook for the allowed roles only', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/admin-api/signup/signup/export-excel?courseId=${courseId}`,
      headers: { authorization: `Bearer ${tokens.office_admin}`, 'tenant-id': '1' },
    });
    expect(ok.headers['content-type']).toContain('spreadsheetml');
    expect(ok.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(ok.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(8).value).toBe('报名状态');
    expect(sheet.rowCount).toBeGreaterThan(1);
    const denied = await t.api.get('/signup/signup/export-excel', { token: tokens.common });
    expect(denied.code).toBe(403);
  });
});
