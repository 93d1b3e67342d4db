import { StreamableFile } from '@nestjs/common';
import ExcelJS from 'exceljs';

/** One column of an export: its header, width and the cell of a row. */
export interface ExcelColumn<T> {
  header: string;
  width: number;
  cell: (row: T) => ExcelJS.CellValue;
}

/** A one-sheet xlsx workbook of the rows (bold header row), as the bytes to send. */
export async function workbookOf<T>(sheetName: string, columns: ExcelColumn<T>[], rows: T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  for (const row of rows) sheet.addRow(columns.map((c) => c.cell(row)));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The human words of the export cells. */
export const statusLabel = (status: number): string => (status === 0 ? '开启' : '关闭');
export const formatTime = (epochMs: number): string => {
  const d = new Date(epochMs);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** An export workbook as the download the console saves (`filename*` keeps the Chinese name). */
export function xlsxFile(buffer: Buffer, asciiName: string, name: string): StreamableFile {
  return new StreamableFile(buffer, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    disposition: `attachment; filename="${asciiName}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${name}.xlsx`)}`,
    length: buffer.length,
  });
}
