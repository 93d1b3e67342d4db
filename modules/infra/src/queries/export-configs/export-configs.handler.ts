import { ConfigType, type ConfigVO } from '@dha/contracts';
import { findConfigs } from '../../infrastructure/config.read-model';
import { type ExcelColumn, formatTime, workbookOf } from '@dha/server-core';
import { EXPORT_MAX_ROWS } from '../../infrastructure/query-filters';

const COLUMNS: ExcelColumn<ConfigVO>[] = [
  { header: '参数配置序号', width: 12, cell: (r) => r.id },
  { header: '参数分类', width: 14, cell: (r) => r.category },
  { header: '参数名称', width: 24, cell: (r) => r.name },
  { header: '参数键名', width: 32, cell: (r) => r.key },
  { header: '参数键值', width: 40, cell: (r) => r.value },
  { header: '系统内置', width: 10, cell: (r) => (r.type === ConfigType.SYSTEM ? '是' : '否') },
  { header: '是否可见', width: 10, cell: (r) => (r.visible ? '是' : '否') },
  { header: '备注', width: 30, cell: (r) => r.remark ?? '' },
  { header: '创建时间', width: 20, cell: (r) => formatTime(r.createTime) },
];
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExportConfigsQuery } from './export-configs.query';

@QueryHandler(ExportConfigsQuery)
export class ExportConfigsHandler implements IQueryHandler<ExportConfigsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportConfigsQuery): Promise<Buffer> {
    const [rows] = await findConfigs(this.em.fork(), filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('参数配置', COLUMNS, rows);
  }
}
