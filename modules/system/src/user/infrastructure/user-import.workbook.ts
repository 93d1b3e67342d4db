import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import ExcelJS from 'exceljs';

/** The columns of the import workbook (the upstream's UserImportExcelVO headers, plus the initial password). */
const IMPORT_COLUMNS = [
  { key: 'username', header: '登录名称', width: 16 },
  { key: 'nickname', header: '用户名称', width: 16 },
  { key: 'deptId', header: '部门编号', width: 10 },
  { key: 'email', header: '用户邮箱', width: 24 },
  { key: 'mobile', header: '手机号码', width: 14 },
  { key: 'sex', header: '用户性别', width: 10 },
  { key: 'status', header: '账号状态', width: 10 },
  { key: 'password', header: '初始密码', width: 16 },
] as const;

type ImportColumn = (typeof IMPORT_COLUMNS)[number]['key'];
/** One data row of the workbook as text (blank cells absent), with its sheet row number. */
export type ImportRow = Partial<Record<ImportColumn, string>> & { rowNo: number };

/** Most data rows one import takes (a bigger organisation imports in parts). */
const IMPORT_MAX_ROWS = 1000;

/** The template the console offers for download: the header row, and a note row explaining the values. */
export async function importTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户列表');
  sheet.columns = IMPORT_COLUMNS.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getCell('A1').note = '4-30 位字母或数字；已存在的账号在勾选“更新已存在的用户”时被更新';
  sheet.getCell('F1').note = '男 / 女 / 未知';
  sheet.getCell('G1').note = '开启 / 关闭（空：开启）';
  sheet.getCell('H1').note =
    `新账号必填（${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} 位，不能是常见密码），首次登录后须修改；更新已有账号时忽略`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell's text, whatever Excel stored (numbers, hyperlinks of e-mail addresses, rich text, formulas). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/** The data rows of the first sheet, columns found by their header; a file that is no workbook answers 400. */
export async function readImportRows(file: Buffer): Promise<ImportRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw BizError.badRequest('file 不是有效的 xlsx 文件');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw BizError.badRequest('file 没有工作表');
  const columnOf = new Map<ImportColumn, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = IMPORT_COLUMNS.find((c) => c.header === cellText(cell.value).trim());
    if (column) columnOf.set(column.key, col);
  });
  if (!columnOf.has('username')) throw BizError.badRequest('file 缺少“登录名称”列，请使用导入模板');
  const rows: ImportRow[] = [];
  sheet.eachRow((row, rowNo) => {
    if (rowNo === 1) return;
    const data: ImportRow = { rowNo };
    for (const [key, col] of columnOf) {
      const text = cellText(row.getCell(col).value).trim();
      if (text) data[key] = text;
    }
    if (Object.keys(data).length > 1) rows.push(data);
  });
  if (rows.length > IMPORT_MAX_ROWS) throw BizError.badRequest(`file 一次最多导入 ${IMPORT_MAX_ROWS} 行`);
  return rows;
}
