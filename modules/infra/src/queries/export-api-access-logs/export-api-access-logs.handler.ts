import type { ApiAccessLogVO } from '@dha/contracts';
import { type ExcelColumn, formatTime, workbookOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findApiAccessLogs } from '../../infrastructure/api-logs/api-log.read-model';
import { EXPORT_MAX_ROWS } from '../../infrastructure/query-filters';
import { ExportApiAccessLogsQuery } from './export-api-access-logs.query';

const COLUMNS: ExcelColumn<ApiAccessLogVO>[] = [
  { header: '日志编号', width: 10, cell: (r) => r.id },
  { header: '链路追踪', width: 38, cell: (r) => r.traceId },
  { header: '用户编号', width: 10, cell: (r) => r.userId ?? '' },
  { header: '请求方法', width: 10, cell: (r) => r.requestMethod },
  { header: '请求地址', width: 40, cell: (r) => r.requestUrl },
  { header: '请求参数', width: 40, cell: (r) => r.requestParams },
  { header: '用户 IP', width: 16, cell: (r) => r.userIp },
  { header: '浏览器 UA', width: 30, cell: (r) => r.userAgent },
  { header: '开始请求时间', width: 20, cell: (r) => formatTime(r.beginTime) },
  { header: '执行时长(ms)', width: 12, cell: (r) => r.duration },
  { header: '结果码', width: 12, cell: (r) => r.resultCode },
  { header: '结果提示', width: 30, cell: (r) => r.resultMsg },
];

@QueryHandler(ExportApiAccessLogsQuery)
export class ExportApiAccessLogsHandler implements IQueryHandler<ExportApiAccessLogsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportApiAccessLogsQuery): Promise<Buffer> {
    const [rows] = await findApiAccessLogs(this.em.fork(), filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('访问日志', COLUMNS, rows);
  }
}
