import type { PageLoader } from '../../app/page-types';

/** The infrastructure pages, keyed by menu component strings. */
export const infraPages = {
  'infra/queue-board/index': () => import('./queue-board/QueueBoardPage'),
  'infra/config/index': () => import('./config/ConfigPage'),
  'infra/job/index': () => import('./job/JobPage'),
  'infra/apiAccessLog/index': () => import('./api-log/ApiAccessLogPage'),
  'infra/apiErrorLog/index': () => import('./api-log/ApiErrorLogPage'),
  'infra/file/index': () => import('./file/FilePage'),
  'infra/fileConfig/index': () => import('./file/FileConfigPage'),
  'infra/redis/index': () => import('./monitor/RedisMonitorPage'),
  'infra/monitor/index': () => import('./monitor/ServerMonitorPage'),
  'infra/swagger/index': () => import('./monitor/ApiDocsPage'),
} satisfies Record<string, PageLoader>;
