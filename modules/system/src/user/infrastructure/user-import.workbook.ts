import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import ExcelJS from 'exceljs';
import { readFirstSheet } from './xlsx-sheet.reader';

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
/**
 * The most one part of the workbook (its sheet, its shared strings) may unpack to. 1,000 rows of the
 * template take about 0.3 MB of sheet XML; long cells and per-cell styles of other spreadsheet
 * programs a few times that: 8 MB leaves room for those and none for a zip bomb.
 */
const IMPORT_MAX_PART_BYTES = 8 * 1024 * 1024;
/** The most rows a sheet may hold, blank ones included: a million empty rows cost as much to walk as full ones. */
const IMPORT_MAX_SHEET_ROWS = 10 * IMPORT_MAX_ROWS;

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

/**
 * The data rows of the first sheet, columns found by their header; a file that is no workbook answers 400.
 * Read as a stream with the cap (xlsx-sheet.reader.ts): a sheet declaring, or holding, more than
 * IMPORT_MAX_ROWS data rows is refused as soon as that is known, at the cost of at most an allowed import.
 */
export async function readImportRows(file: Buffer): Promise<ImportRow[]> {
  const tooMany = () => BizError.badRequest(`file 一次最多导入 ${IMPORT_MAX_ROWS} 行，请分批导入`);
  const columnOf = new Map<ImportColumn, number>();
  const rows: ImportRow[] = [];
  let sheetRows = 0;
  const limits = {
    maxEntryBytes: IMPORT_MAX_PART_BYTES,
    tooLarge: `file 过大：工作表解压后超过 ${IMPORT_MAX_PART_BYTES / 1024 / 1024} MB（一次最多导入 ${IMPORT_MAX_ROWS} 行），请分批导入`,
  };
  for await (const event of readFirstSheet(file, limits)) {
    if (event.kind === 'dimension') {
      // the sheet says how far it reaches (row 1 is the header): believed when it says too far
      if (event.lastRow - 1 > IMPORT_MAX_ROWS) throw tooMany();
      continue;
    }
    if (++sheetRows > IMPORT_MAX_SHEET_ROWS) throw tooMany();
    const { rowNo, cells } = event.row;
    if (rowNo === 1) {
      for (const [col, text] of cells) {
        const column = IMPORT_COLUMNS.find((c) => c.header === text.trim());
        if (column) columnOf.set(column.key, col);
      }
      continue;
    }
    if (!columnOf.has('username')) break;
    const data: ImportRow = { rowNo };
    for (const [key, col] of columnOf) {
      const text = cells.get(col)?.trim();
      if (text) data[key] = text;
    }
    // and not believed when it says little: the rows are counted as they come
    if (Object.keys(data).length > 1 && rows.push(data) > IMPORT_MAX_ROWS) throw tooMany();
  }
  if (!columnOf.has('username')) throw BizError.badRequest('file 缺少“登录名称”列，请使用导入模板');
  return rows;
}
