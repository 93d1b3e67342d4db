import type { TestApp } from '@dha/testing';
import ExcelJS from 'exceljs';

/** Downloads an export as the console does and answers its content type and first sheet as rows of cell values (header first). */
export async function downloadXlsx(
  t: TestApp,
  path: string,
  token: string,
  query: Record<string, string> = {},
  tenantId = 1,
): Promise<{ contentType: string; rows: unknown[][] }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${t.config.API_PREFIX}${path}`,
    query,
    headers: { authorization: `Bearer ${token}`, 'tenant-id': String(tenantId) },
  });
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.includes('spreadsheetml')) throw new Error(`not a workbook: ${response.body.slice(0, 200)}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { contentType, rows };
}
