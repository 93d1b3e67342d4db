import type { ApiAccessLogVO, ApiErrorLogVO } from '@dha/contracts';
import { BatchedLogWriter, type LogColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

type Times = 'beginTime' | 'endTime' | 'createTime';
export type ApiAccessLogRow = Omit<ApiAccessLogVO, 'id' | Times> & { tenantId: number | null } & Record<Times, Date>;
export type ApiErrorLogRow = Omit<
  ApiErrorLogVO,
  'id' | 'exceptionTime' | 'createTime' | 'processStatus' | 'processTime' | 'processUserId'
> & {
  tenantId: number | null;
  exceptionTime: Date;
  createTime: Date;
};

const REQUEST_COLUMNS: ReadonlyArray<LogColumn<ApiAccessLogRow & ApiErrorLogRow>> = [
  ['trace_id', (r) => r.traceId],
  ['user_id', (r) => r.userId],
  ['user_type', (r) => r.userType],
  ['tenant_id', (r) => r.tenantId],
  ['application_name', (r) => r.applicationName],
  ['request_method', (r) => r.requestMethod],
  ['request_url', (r) => r.requestUrl],
  ['request_params', (r) => r.requestParams],
  ['user_ip', (r) => r.userIp],
  ['user_agent', (r) => r.userAgent],
  ['create_time', (r) => r.createTime],
];

/** Writes `infra_api_access_log` rows in batches, off the request path (overflow: BatchedLogWriter). */
@Injectable()
export class ApiAccessLogWriter extends BatchedLogWriter<ApiAccessLogRow> {
  protected readonly table = 'infra_api_access_log';
  protected readonly columns: ReadonlyArray<LogColumn<ApiAccessLogRow>> = [
    ...(REQUEST_COLUMNS as ReadonlyArray<LogColumn<ApiAccessLogRow>>),
    ['response_body', (r) => r.responseBody],
    ['operate_module', (r) => r.operateModule],
    ['operate_name', (r) => r.operateName],
    ['operate_type', (r) => r.operateType],
    ['begin_time', (r) => r.beginTime],
    ['end_time', (r) => r.endTime],
    ['duration', (r) => r.duration],
    ['result_code', (r) => r.resultCode],
    ['result_msg', (r) => r.resultMsg],
  ];

  constructor(em: EntityManager) {
    super(em);
  }
}

/** Writes `infra_api_error_log` rows in batches. */
@Injectable()
export class ApiErrorLogWriter extends BatchedLogWriter<ApiErrorLogRow> {
  protected readonly table = 'infra_api_error_log';
  protected readonly columns: ReadonlyArray<LogColumn<ApiErrorLogRow>> = [
    ...(REQUEST_COLUMNS as ReadonlyArray<LogColumn<ApiErrorLogRow>>),
    ['exception_time', (r) => r.exceptionTime],
    ['exception_name', (r) => r.exceptionName],
    ['exception_message', (r) => r.exceptionMessage],
    ['exception_root_cause_message', (r) => r.exceptionRootCauseMessage],
    ['exception_stack_trace', (r) => r.exceptionStackTrace],
    ['exception_class_name', (r) => r.exceptionClassName],
    ['exception_file_name', (r) => r.exceptionFileName],
    ['exception_method_name', (r) => r.exceptionMethodName],
    ['exception_line_number', (r) => r.exceptionLineNumber],
  ];

  constructor(em: EntityManager) {
    super(em);
  }
}
