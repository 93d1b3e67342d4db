import { OPERATE_TYPE_LABELS, type OperateLogVO } from '@dha/contracts';
import { workbookOf, type ExcelColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findOperateLogs } from '../../infrastructure/log.read-model';
import { ExportOperateLogsQuery } from './export-operate-logs.query';

export const LOG_EXPORT_MAX_ROWS = 10_000;

/** The workbook's columns: header, width, and the cell of a row. */
const COLUMNS: ExcelColumn<OperateLogVO>[] = [
  { header: '日志编号', width: 10, cell: (l) => l.id },
  { header: '操作人编号', width: 10, cell: (l) => l.userId ?? '' },
  { header: '操作人', width: 16, cell: (l) => l.userName },
  { header: '操作模块', width: 20, cell: (l) => l.module },
  { header: '操作名', width: 20, cell: (l) => l.name },
  { header: '操作类型', width: 10, cell: (l) => OPERATE_TYPE_LABELS[l.operateType] ?? String(l.operateType) },
  { header: '操作对象', width: 16, cell: (l) => l.targetIds },
  // upstream's columns
  { header: '操作模块类型', width: 14, cell: (l) => l.type },
  { header: '操作子类型', width: 16, cell: (l) => l.subType },
  { header: '业务编号', width: 12, cell: (l) => l.bizId ?? '' },
  { header: '操作内容', width: 30, cell: (l) => l.action },
  { header: '链路追踪', width: 36, cell: (l) => l.traceId },
  { header: '请求方法', width: 10, cell: (l) => l.requestMethod },
  { header: '请求地址', width: 36, cell: (l) => l.requestUrl },
  { header: '结果码', width: 12, cell: (l) => l.resultCode },
  { header: '结果信息', width: 30, cell: (l) => l.resultMsg },
  { header: '执行时长(ms)', width: 12, cell: (l) => l.duration },
  { header: '操作 IP', width: 16, cell: (l) => l.userIp },
  { header: '操作时间', width: 20, cell: (l) => new Date(l.createTime) },
];

@QueryHandler(ExportOperateLogsQuery)
export class ExportOperateLogsHandler implements IQueryHandler<ExportOperateLogsQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: ExportOperateLogsQuery): Promise<Buffer> {
    const [rows] = await findOperateLogs(this.em, tenantId, filter, { limit: LOG_EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('操作日志', COLUMNS, rows);
  }
}
