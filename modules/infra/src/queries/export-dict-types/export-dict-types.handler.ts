import type { DictTypeVO } from '@dha/contracts';
import { findDictTypes } from '../../infrastructure/dict.read-model';
import { type ExcelColumn, formatTime, statusLabel, workbookOf } from '@dha/server-core';
import { EXPORT_MAX_ROWS } from '../../infrastructure/query-filters';

const COLUMNS: ExcelColumn<DictTypeVO>[] = [
  { header: '字典主键', width: 10, cell: (r) => r.id },
  { header: '字典名称', width: 24, cell: (r) => r.name },
  { header: '字典类型', width: 28, cell: (r) => r.type },
  { header: '状态', width: 8, cell: (r) => statusLabel(r.status) },
  { header: '备注', width: 30, cell: (r) => r.remark ?? '' },
  { header: '创建时间', width: 20, cell: (r) => formatTime(r.createTime) },
];
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExportDictTypesQuery } from './export-dict-types.query';

@QueryHandler(ExportDictTypesQuery)
export class ExportDictTypesHandler implements IQueryHandler<ExportDictTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportDictTypesQuery): Promise<Buffer> {
    const [rows] = await findDictTypes(this.em.fork(), filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('字典类型', COLUMNS, rows);
  }
}
