import type { ApiAccessLogVO, ApiErrorLogVO } from '@dha/contracts';
import { BizError, containing } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiAccessLog, ApiErrorLog } from '../../domain/api-log/api-log.entity';
import { InfraErrors } from '../../infra.errors';
import type { ApiAccessLogPageDto, ApiLogPageDto } from '../../queries/page-api-access-logs/page-api-access-logs.dto';
import type { ApiErrorLogPageDto } from '../../queries/page-api-error-logs/page-api-error-logs.dto';
import type { RowWindow } from '../dict.read-model';

const request = (r: ApiAccessLog | ApiErrorLog) => ({
  id: Number(r.id),
  traceId: r.traceId,
  userId: r.userId,
  userType: r.userType,
  applicationName: r.applicationName,
  requestMethod: r.requestMethod,
  requestUrl: r.requestUrl,
  requestParams: r.requestParams,
  userIp: r.userIp,
  userAgent: r.userAgent,
  createTime: r.createTime.getTime(),
});

export const toApiAccessLogVO = (r: ApiAccessLog): ApiAccessLogVO => ({
  ...request(r),
  responseBody: r.responseBody,
  operateModule: r.operateModule,
  operateName: r.operateName,
  operateType: r.operateType,
  beginTime: r.beginTime.getTime(),
  endTime: r.endTime.getTime(),
  duration: r.duration,
  resultCode: r.resultCode,
  resultMsg: r.resultMsg,
});

export const toApiErrorLogVO = (r: ApiErrorLog): ApiErrorLogVO => ({
  ...request(r),
  exceptionTime: r.exceptionTime.getTime(),
  exceptionName: r.exceptionName,
  exceptionMessage: r.exceptionMessage,
  exceptionRootCauseMessage: r.exceptionRootCauseMessage,
  exceptionStackTrace: r.exceptionStackTrace,
  exceptionClassName: r.exceptionClassName,
  exceptionFileName: r.exceptionFileName,
  exceptionMethodName: r.exceptionMethodName,
  exceptionLineNumber: r.exceptionLineNumber,
  processStatus: r.processStatus,
  processTime: r.processTime?.getTime() ?? null,
  processUserId: r.processUserId,
});

function requestFilter(filter: ApiLogPageDto): FilterQuery<ApiAccessLog & ApiErrorLog> {
  const where: Record<string, unknown> = {};
  if (filter.userId !== undefined) where.userId = filter.userId;
  if (filter.userType !== undefined) where.userType = filter.userType;
  if (filter.applicationName) where.applicationName = containing(filter.applicationName);
  if (filter.requestUrl) where.requestUrl = containing(filter.requestUrl);
  const createTime = filter.createTimeCondition();
  if (createTime) where.createTime = createTime;
  return where;
}

export async function findApiAccessLogs(
  em: EntityManager,
  filter: ApiAccessLogPageDto,
  window: RowWindow,
): Promise<[ApiAccessLogVO[], number]> {
  const where = requestFilter(filter) as FilterQuery<ApiAccessLog> & Record<string, unknown>;
  if (filter.duration !== undefined) where.duration = { $gte: filter.duration };
  if (filter.resultCode !== undefined) where.resultCode = filter.resultCode;
  const [rows, total] = await em.findAndCount(ApiAccessLog, where, { orderBy: { id: 'desc' }, ...window });
  return [rows.map(toApiAccessLogVO), total];
}

export async function findApiErrorLogs(
  em: EntityManager,
  filter: ApiErrorLogPageDto,
  window: RowWindow,
): Promise<[ApiErrorLogVO[], number]> {
  const where = requestFilter(filter) as FilterQuery<ApiErrorLog> & Record<string, unknown>;
  if (filter.processStatus !== undefined) where.processStatus = filter.processStatus;
  const [rows, total] = await em.findAndCount(ApiErrorLog, where, { orderBy: { id: 'desc' }, ...window });
  return [rows.map(toApiErrorLogVO), total];
}

export async function getApiAccessLog(em: EntityManager, id: number): Promise<ApiAccessLog> {
  const row = await em.findOne(ApiAccessLog, { id: String(id) });
  if (!row) throw BizError.of(InfraErrors.API_ACCESS_LOG_NOT_FOUND);
  return row;
}

export async function getApiErrorLog(em: EntityManager, id: number): Promise<ApiErrorLog> {
  const row = await em.findOne(ApiErrorLog, { id: String(id) });
  if (!row) throw BizError.of(InfraErrors.API_ERROR_LOG_NOT_FOUND);
  return row;
}
