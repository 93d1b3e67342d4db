import { CommonStatus, type PostVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import { findPosts } from '../../infrastructure/post.read-model';
import { ExportPostsQuery } from './export-posts.query';

const POST_EXPORT_MAX_ROWS = 10_000;

/** The workbook's columns (the upstream's PostRespVO headers): header, width, and the cell of a post. */
const COLUMNS: Array<{ header: string; width: number; cell: (p: PostVO) => ExcelJS.CellValue }> = [
  { header: '岗位序号', width: 10, cell: (p) => p.id },
  { header: '岗位编码', width: 20, cell: (p) => p.code },
  { header: '岗位名称', width: 24, cell: (p) => p.name },
  { header: '岗位排序', width: 10, cell: (p) => p.sort },
  { header: '状态', width: 8, cell: (p) => (p.status === CommonStatus.ENABLE ? '开启' : '关闭') },
  { header: '备注', width: 30, cell: (p) => p.remark ?? '' },
];

@QueryHandler(ExportPostsQuery)
export class ExportPostsHandler implements IQueryHandler<ExportPostsQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: ExportPostsQuery): Promise<Buffer> {
    const [rows] = await findPosts(this.em.fork(), tenantId, filter, { limit: POST_EXPORT_MAX_ROWS, offset: 0 });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('岗位数据');
    sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
    for (const p of rows) sheet.addRow(COLUMNS.map((c) => c.cell(p)));
    sheet.getRow(1).font = { bold: true };
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
