import type { ApiErrorLogVO } from '@dha/contracts';
import { type ExcelColumn, formatTime, workbookOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findApiErrorLogs } from '../../infrastructure/api-logs/api-log.read-model';
import { EXPORT_MAX_ROWS } from '../../infrastructure/query-filters';
import { ExportApiErrorLogsQuery } from './export-api-error-logs.query';

const PROCESS_STATUS = ['未处理', '已处理', '已忽略'];
const COLUMNS: ExcelColumn<ApiErrorLogVO>[] = [
  { header: '日志编号', width: 10, cell: (r) => r.id },
  { header: '链路追踪', width: 38, cell: (r) => r.traceId },
  { header: '用户编号', width: 10, cell: (r) => r.userId ?? '' },
  { header: '请求方法', width: 10, cell: (r) => r.requestMethod },
  { header: '请求地址', width: 40, cell: (r) => r.requestUrl },
  { header: '异常发生时间', width: 20, cell: (r) => formatTime(r.exceptionTime) },
  { header: '异常名', width: 20, cell: (r) => r.exceptionName },
  { header: '异常消息', width: 40, cell: (r) => r.exceptionMessage },
  { header: '根本原因', width: 40, cell: (r) => r.exceptionRootCauseMessage },
  { header: '处理状态', width: 10, cell: (r) => PROCESS_STATUS[r.processStatus] ?? r.processStatus },
];

@QueryHandler(ExportApiErrorLogsQuery)
export class ExportApiErrorLogsHandler implements IQueryHandler<ExportApiErrorLogsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportApiErrorLogsQuery): Promise<Buffer> {
    const [rows] = await findApiErrorLogs(this.em.fork(), filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('错误日志', COLUMNS, rows);
  }
}
