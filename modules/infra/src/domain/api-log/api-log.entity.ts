import { ApiErrorLogProcessStatus } from '@dha/contracts';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** The request columns both API logs share. Rows are written in batches with SQL (ApiLogWriters); the entities keep the schema check honest. */
abstract class ApiRequestColumns {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ length: 64, default: '' })
  traceId: string = '';

  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  /** 1 member (a visitor), 2 admin (staff); 0 anonymous */
  @Property({ type: 'smallint', default: 0 })
  userType: number = 0;

  @Property({ type: 'integer', nullable: true })
  tenantId: number | null = null;

  @Property({ length: 50, default: '' })
  applicationName: string = '';

  @Property({ length: 16, default: '' })
  requestMethod: string = '';

  @Property({ length: 500, default: '' })
  requestUrl: string = '';

  @Property({ length: 8000, default: '' })
  requestParams: string = '';

  @Property({ length: 50, default: '' })
  userIp: string = '';

  @Property({ length: 512, default: '' })
  userAgent: string = '';

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();
}

@Entity({ tableName: 'infra_api_access_log' })
@Index({ name: 'infra_api_access_log_create_time_index', properties: ['createTime'] })
export class ApiAccessLog extends ApiRequestColumns {
  @Property({ length: 4000, default: '' })
  responseBody: string = '';

  @Property({ length: 100, default: '' })
  operateModule: string = '';

  @Property({ length: 100, default: '' })
  operateName: string = '';

  @Property({ type: 'smallint', default: 0 })
  operateType: number = 0;

  @Property({ type: 'timestamptz' })
  beginTime!: Date;

  @Property({ type: 'timestamptz' })
  endTime!: Date;

  @Property({ type: 'integer', default: 0 })
  duration: number = 0;

  @Property({ type: 'integer', default: 0 })
  resultCode: number = 0;

  @Property({ length: 512, default: '' })
  resultMsg: string = '';
}

@Entity({ tableName: 'infra_api_error_log' })
@Index({ name: 'infra_api_error_log_create_time_index', properties: ['createTime'] })
export class ApiErrorLog extends ApiRequestColumns {
  @Property({ type: 'timestamptz' })
  exceptionTime!: Date;

  @Property({ length: 128, default: '' })
  exceptionName: string = '';

  @Property({ type: 'text', default: '' })
  exceptionMessage: string = '';

  @Property({ type: 'text', default: '' })
  exceptionRootCauseMessage: string = '';

  @Property({ type: 'text', default: '' })
  exceptionStackTrace: string = '';

  @Property({ length: 512, default: '' })
  exceptionClassName: string = '';

  @Property({ length: 512, default: '' })
  exceptionFileName: string = '';

  @Property({ length: 512, default: '' })
  exceptionMethodName: string = '';

  @Property({ type: 'integer', default: 0 })
  exceptionLineNumber: number = 0;

  /** ApiErrorLogProcessStatus */
  @Property({ type: 'smallint', default: ApiErrorLogProcessStatus.INIT })
  processStatus: number = ApiErrorLogProcessStatus.INIT;

  @Property({ type: 'timestamptz', nullable: true })
  processTime: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  processUserId: number | null = null;
}
