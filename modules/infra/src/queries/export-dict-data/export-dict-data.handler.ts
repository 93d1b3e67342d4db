import type { DictDataVO } from '@dha/contracts';
import { findDictData } from '../../infrastructure/dict.read-model';
import { type ExcelColumn, statusLabel, workbookOf } from '@dha/server-core';
import { EXPORT_MAX_ROWS } from '../../infrastructure/query-filters';

const COLUMNS: ExcelColumn<DictDataVO>[] = [
  { header: '字典编码', width: 10, cell: (r) => r.id },
  { header: '字典排序', width: 10, cell: (r) => r.sort },
  { header: '字典标签', width: 20, cell: (r) => r.label },
  { header: '字典键值', width: 20, cell: (r) => r.value },
  { header: '字典类型', width: 28, cell: (r) => r.dictType },
  { header: '状态', width: 8, cell: (r) => statusLabel(r.status) },
];
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExportDictDataQuery } from './export-dict-data.query';

@QueryHandler(ExportDictDataQuery)
export class ExportDictDataHandler implements IQueryHandler<ExportDictDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportDictDataQuery): Promise<Buffer> {
    const [rows] = await findDictData(this.em.fork(), filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('字典数据', COLUMNS, rows);
  }
}
