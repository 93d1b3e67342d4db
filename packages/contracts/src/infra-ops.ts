/** Wire shapes of the operations calls: scheduled jobs, API logs, files, monitors (upstream infra, contract §3). JobStatus is in enums. */

/** `infra_job_log.status`: one execution (dict infra_job_log_status). */
export const JobLogStatus = { RUNNING: 0, SUCCESS: 1, FAILURE: 2 } as const;

/** `GET /infra/job/get` and `/page` rows. */
export interface JobVO {
  id: number;
  name: string;
  /** JobStatus */
  status: number;
  handlerName: string;
  handlerParam: string | null;
  /** Quartz cron as entered (seconds field, `?`, day-of-week 1–7 = Sunday–Saturday) */
  cronExpression: string;
  retryCount: number;
  /** ms between attempts */
  retryInterval: number;
  /** ms an attempt may run (0: no limit) */
  monitorTimeout: number;
  createTime: number;
  /** ours (the list's last run): the newest log row's status and begin time, null when it never ran */
  lastStatus: number | null;
  lastBeginTime: number | null;
}

/** `POST /infra/job/create`, `PUT /infra/job/update` (adds id). */
export interface JobSaveReq {
  id?: number;
  name: string;
  handlerName: string;
  handlerParam?: string | null;
  cronExpression: string;
  retryCount: number;
  retryInterval: number;
  monitorTimeout?: number | null;
}

/** `GET /infra/job-log/get` and `/page` rows (times epoch ms). */
export interface JobLogVO {
  id: number;
  jobId: number;
  handlerName: string;
  handlerParam: string | null;
  /** attempt number, from 1 */
  executeIndex: number;
  beginTime: number;
  endTime: number | null;
  duration: number | null;
  /** JobLogStatus */
  status: number;
  result: string | null;
  createTime: number;
}

/** ours: `GET /infra/job/handlers`, the registered handlers the job form offers. */
export interface JobHandlerVO {
  handlerName: string;
  /** the name it is seeded with */
  name: string;
  /** whether a job row uses it */
  used: boolean;
}

/** `infra_api_error_log.process_status` (the spec's "another status"). */
export const ApiErrorLogProcessStatus = { INIT: 0, DONE: 1, IGNORE: 2 } as const;

/** The request both API logs record. */
interface ApiLogRequest {
  id: number;
  traceId: string;
  userId: number | null;
  /** 1 member (visitor), 2 admin (staff), 0 anonymous */
  userType: number;
  applicationName: string;
  requestMethod: string;
  requestUrl: string;
  /** query and body as JSON, secrets masked, long values cut */
  requestParams: string;
  userIp: string;
  userAgent: string;
  createTime: number;
}

/** `GET /infra/api-access-log/get` and `/page` rows. */
export interface ApiAccessLogVO extends ApiLogRequest {
  responseBody: string;
  operateModule: string;
  operateName: string;
  operateType: number;
  beginTime: number;
  endTime: number;
  duration: number;
  resultCode: number;
  resultMsg: string;
}

/** `GET /infra/api-error-log/get` and `/page` rows. */
export interface ApiErrorLogVO extends ApiLogRequest {
  exceptionTime: number;
  exceptionName: string;
  exceptionMessage: string;
  exceptionRootCauseMessage: string;
  exceptionStackTrace: string;
  exceptionClassName: string;
  exceptionFileName: string;
  exceptionMethodName: string;
  exceptionLineNumber: number;
  /** ApiErrorLogProcessStatus */
  processStatus: number;
  processTime: number | null;
  processUserId: number | null;
}

/** `infra_file_config.storage` (dict infra_file_storage); FTP/SFTP are upstream's and not offered. */
export const FileStorage = { DB: 1, LOCAL: 10, S3: 20 } as const;

/** The storage-specific part of a file configuration. */
export interface FileClientConfig {
  /** DB, local, S3: the public base URL files are served under (empty: this server) */
  domain?: string;
  /** local: the directory files are written under */
  basePath?: string;
  /** S3 */
  endpoint?: string;
  bucket?: string;
  accessKey?: string;
  /** write only: answered as `******` once stored */
  accessSecret?: string;
  region?: string;
  enablePathStyleAccess?: boolean;
  enablePublicAccess?: boolean;
}

/** `GET /infra/file-config/get` and `/page` rows. */
export interface FileConfigVO {
  id: number;
  name: string;
  /** FileStorage */
  storage: number;
  remark: string | null;
  master: boolean;
  config: FileClientConfig;
  createTime: number;
}

/** `POST /infra/file-config/create`, `PUT /update` (adds id). */
export interface FileConfigSaveReq {
  id?: number;
  name: string;
  storage: number;
  remark?: string | null;
  config: FileClientConfig;
}

/** `GET /infra/file/get` and `/page` rows. */
export interface FileVO {
  id: number;
  configId: number;
  /** the name it was uploaded as */
  name: string;
  path: string;
  url: string;
  /** MIME type */
  type: string | null;
  size: number;
  createTime: number;
}

/** `GET /infra/file/presigned-url`: PUT the bytes to uploadUrl, then `POST /infra/file/create`. */
export interface FilePresignedUrlVO {
  configId: number;
  uploadUrl: string;
  url: string;
  path: string;
}

/** `POST /infra/file/create` after a presigned upload. */
export interface FileCreateReq {
  configId: number;
  path: string;
  name: string;
  url: string;
  type?: string | null;
  size: number;
}

/** `GET /infra/redis/get-monitor-info`, plus our own queues and outbox. */
export interface RedisMonitorVO {
  /** Redis INFO, every field */
  info: Record<string, string>;
  dbSize: number;
  commandStats: Array<{ command: string; calls: number; usec: number }>;
  /** ours: every BullMQ queue's depth */
  queues: Array<{ queue: string; waiting: number; active: number; delayed: number; failed: number; completed: number }>;
  /** ours: age in seconds of the oldest unpublished outbox event (0: none waiting) */
  outboxLagSeconds: number;
}

/** One running API or worker process (`GET /infra/server/get-monitor-info`). */
export interface ServerProcessVO {
  /** host:pid */
  id: string;
  role: 'api' | 'worker';
  host: string;
  pid: number;
  version: string;
  nodeVersion: string;
  startTime: number;
  /** when it last reported (every few seconds) */
  reportTime: number;
  uptimeSeconds: number;
  /** share of one core over the last interval, 0–100+ */
  cpuPercent: number;
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** event-loop delay over the last interval */
  eventLoopDelayP50Ms: number;
  eventLoopDelayP99Ms: number;
  /** the event consumers and job queues it runs ([] on an API-only replica) */
  consumers: string[];
  /** its outbox relay leads (null: it runs no relay) */
  relayLeading: boolean | null;
}

export interface DependencyHealthVO {
  name: string;
  status: 'up' | 'down';
  latencyMs: number | null;
  detail: string;
}

/** `GET /infra/server/get-monitor-info`: processes, PostgreSQL, dependencies. */
export interface ServerMonitorVO {
  processes: ServerProcessVO[];
  database: {
    version: string;
    sizeBytes: number;
    connections: Array<{ state: string; count: number }>;
    maxConnections: number;
    /** null when pg_stat_statements is not installed */
    slowestStatements: Array<{ query: string; calls: number; meanMs: number; totalMs: number }> | null;
  };
  dependencies: DependencyHealthVO[];
}
