import { type JobLogVO } from '@dha/contracts';
import { type ExcelColumn, formatTime, workbookOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findJobLogs } from '../../infrastructure/jobs/job-log.repository';
import { EXPORT_MAX_ROWS } from '../../infrastructure/query-filters';
import { ExportJobLogsQuery } from './export-job-logs.query';

const STATUS = ['运行中', '成功', '失败'];
const COLUMNS: ExcelColumn<JobLogVO>[] = [
  { header: '日志编号', width: 10, cell: (r) => r.id },
  { header: '任务编号', width: 10, cell: (r) => r.jobId },
  { header: '处理器的名字', width: 24, cell: (r) => r.handlerName },
  { header: '处理器的参数', width: 24, cell: (r) => r.handlerParam ?? '' },
  { header: '第几次执行', width: 10, cell: (r) => r.executeIndex },
  { header: '开始执行时间', width: 20, cell: (r) => formatTime(r.beginTime) },
  { header: '结束执行时间', width: 20, cell: (r) => (r.endTime ? formatTime(r.endTime) : '') },
  { header: '执行时长(ms)', width: 12, cell: (r) => r.duration ?? '' },
  { header: '任务状态', width: 10, cell: (r) => STATUS[r.status] ?? r.status },
  { header: '结果数据', width: 40, cell: (r) => r.result ?? '' },
];

@QueryHandler(ExportJobLogsQuery)
export class ExportJobLogsHandler implements IQueryHandler<ExportJobLogsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportJobLogsQuery): Promise<Buffer> {
    const [rows] = await findJobLogs(this.em.fork(), filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('调度日志', COLUMNS, rows);
  }
}
