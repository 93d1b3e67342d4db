import { LOGIN_LOG_TYPE_LABELS, LOGIN_RESULT_LABELS, type LoginLogVO } from '@dha/contracts';
import { workbookOf, type ExcelColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findLoginLogs } from '../../infrastructure/log.read-model';
import { LOG_EXPORT_MAX_ROWS } from '../export-operate-logs/export-operate-logs.handler';
import { ExportLoginLogsQuery } from './export-login-logs.query';

/** The workbook's columns (the upstream's LoginLogRespVO headers): header, width, and the cell of a row. */
const COLUMNS: ExcelColumn<LoginLogVO>[] = [
  { header: '日志编号', width: 10, cell: (l) => l.id },
  { header: '日志类型', width: 12, cell: (l) => LOGIN_LOG_TYPE_LABELS[l.logType] ?? String(l.logType) },
  { header: '用户名称', width: 16, cell: (l) => l.username },
  { header: '登录结果', width: 16, cell: (l) => LOGIN_RESULT_LABELS[l.result] ?? String(l.result) },
  { header: '原因', width: 30, cell: (l) => l.reason },
  { header: '登录 IP', width: 16, cell: (l) => l.userIp },
  { header: '浏览器 UA', width: 40, cell: (l) => l.userAgent },
  { header: '登录时间', width: 20, cell: (l) => new Date(l.createTime) },
];

@QueryHandler(ExportLoginLogsQuery)
export class ExportLoginLogsHandler implements IQueryHandler<ExportLoginLogsQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: ExportLoginLogsQuery): Promise<Buffer> {
    const [rows] = await findLoginLogs(this.em, tenantId, filter, { limit: LOG_EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('登录日志', COLUMNS, rows);
  }
}
