import { type PostVO } from '@dha/contracts';
import { statusLabel, workbookOf, type ExcelColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findPosts } from '../../infrastructure/post.read-model';
import { ExportPostsQuery } from './export-posts.query';

const POST_EXPORT_MAX_ROWS = 10_000;

/** The workbook's columns (the upstream's PostRespVO headers): header, width, and the cell of a post. */
const COLUMNS: ExcelColumn<PostVO>[] = [
  { header: '岗位序号', width: 10, cell: (p) => p.id },
  { header: '岗位编码', width: 20, cell: (p) => p.code },
  { header: '岗位名称', width: 24, cell: (p) => p.name },
  { header: '岗位排序', width: 10, cell: (p) => p.sort },
  { header: '状态', width: 8, cell: (p) => statusLabel(p.status) },
  { header: '备注', width: 30, cell: (p) => p.remark ?? '' },
];

@QueryHandler(ExportPostsQuery)
export class ExportPostsHandler implements IQueryHandler<ExportPostsQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: ExportPostsQuery): Promise<Buffer> {
    const [rows] = await findPosts(this.em.fork(), tenantId, filter, { limit: POST_EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('岗位数据', COLUMNS, rows);
  }
}
