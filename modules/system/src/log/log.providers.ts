import { LogRetentionJob } from './commands/prune-logs/log-retention.job';
import { PruneLogsHandler } from './commands/prune-logs/prune-logs.handler';
import { RecordSignInHandler } from './commands/record-sign-in/record-sign-in.handler';
import { RecordAccessRefusalHandler } from './http/access-refusal.recorder';
import { LoginLogController, OperateLogController } from './http/log.controller';
import { OperateLogInterceptor, OperateLogRecorder } from './http/operate-log.interceptor';
import { LoginLogWriter, OperateLogWriter } from './infrastructure/log.writer';
import { ExportLoginLogsHandler } from './queries/export-login-logs/export-login-logs.handler';
import { ExportOperateLogsHandler } from './queries/export-operate-logs/export-operate-logs.handler';
import { PageLoginLogsHandler } from './queries/page-login-logs/page-login-logs.handler';
import { PageOperateLogsHandler } from './queries/page-operate-logs/page-operate-logs.handler';

/** The operation and login logs. */
export const logControllers = [OperateLogController, LoginLogController];

export const logProviders = [
  OperateLogRecorder,
  OperateLogWriter,
  LoginLogWriter,
  OperateLogInterceptor,
  PageOperateLogsHandler,
  ExportOperateLogsHandler,
  PageLoginLogsHandler,
  ExportLoginLogsHandler,
  PruneLogsHandler,
  LogRetentionJob,
  RecordSignInHandler,
  RecordAccessRefusalHandler,
];
