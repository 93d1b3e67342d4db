import { type JobVO } from '@dha/contracts';
import { type ExcelColumn, formatTime, workbookOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findJobs } from '../../infrastructure/jobs/job-log.repository';
import { EXPORT_MAX_ROWS } from '../../infrastructure/query-filters';
import { ExportJobsQuery } from './export-jobs.query';

const STATUS = ['初始化', '开启', '暂停'];
const COLUMNS: ExcelColumn<JobVO>[] = [
  { header: '任务编号', width: 10, cell: (r) => r.id },
  { header: '任务名称', width: 24, cell: (r) => r.name },
  { header: '任务状态', width: 10, cell: (r) => STATUS[r.status] ?? r.status },
  { header: '处理器的名字', width: 24, cell: (r) => r.handlerName },
  { header: '处理器的参数', width: 24, cell: (r) => r.handlerParam ?? '' },
  { header: 'CRON 表达式', width: 20, cell: (r) => r.cronExpression },
  { header: '最大重试次数', width: 12, cell: (r) => r.retryCount },
  { header: '重试间隔(ms)', width: 12, cell: (r) => r.retryInterval },
  { header: '监控超时(ms)', width: 12, cell: (r) => r.monitorTimeout },
  { header: '创建时间', width: 20, cell: (r) => formatTime(r.createTime) },
];

@QueryHandler(ExportJobsQuery)
export class ExportJobsHandler implements IQueryHandler<ExportJobsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportJobsQuery): Promise<Buffer> {
    const [rows] = await findJobs(this.em.fork(), filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('定时任务', COLUMNS, rows);
  }
}
