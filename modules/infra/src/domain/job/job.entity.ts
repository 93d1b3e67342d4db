import { JobLogStatus, JobStatus } from '@dha/contracts';
import { TimestampedColumns, type TimestampedOptional } from '@dha/server-core';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A scheduled job: the row is the truth, the BullMQ job scheduler named after its handler carries it out. */
@Entity({ tableName: 'infra_job' })
export class Job extends TimestampedColumns {
  [OptionalProps]?: TimestampedOptional | 'status' | 'handlerParam' | 'retryCount' | 'retryInterval' | 'monitorTimeout';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 32 })
  name!: string;

  /** JobStatus */
  @Property({ type: 'smallint', default: JobStatus.INIT })
  status: number = JobStatus.INIT;

  @Property({ length: 64, unique: 'infra_job_handler_name_unique' })
  handlerName!: string;

  @Property({ length: 255, nullable: true })
  handlerParam: string | null = null;

  /** Quartz, as entered */
  @Property({ length: 100 })
  cronExpression!: string;

  @Property({ type: 'integer', default: 0 })
  retryCount: number = 0;

  /** ms */
  @Property({ type: 'integer', default: 0 })
  retryInterval: number = 0;

  /** ms; 0 = no limit */
  @Property({ type: 'integer', default: 0 })
  monitorTimeout: number = 0;
}

/** One attempt of a job (written with SQL by the job runner; the entity keeps the schema check honest). */
@Entity({ tableName: 'infra_job_log' })
@Index({ name: 'infra_job_log_job_id_index', properties: ['jobId'] })
@Index({ name: 'infra_job_log_begin_time_index', properties: ['beginTime'] })
@Index({ name: 'infra_job_log_status_index', properties: ['status'] })
export class JobLog {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  jobId!: number;

  @Property({ length: 64 })
  handlerName!: string;

  @Property({ length: 255, nullable: true })
  handlerParam: string | null = null;

  @Property({ type: 'integer', default: 1 })
  executeIndex: number = 1;

  @Property({ type: 'timestamptz' })
  beginTime!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  endTime: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  duration: number | null = null;

  /** JobLogStatus */
  @Property({ type: 'smallint', default: JobLogStatus.RUNNING })
  status: number = JobLogStatus.RUNNING;

  @Property({ length: 4000, nullable: true })
  result: string | null = null;

  /** the BullMQ job of the attempt (a tick or a manual run) */
  @Property({ length: 200, default: '' })
  runId: string = '';

  /** host:pid of the process that ran it */
  @Property({ length: 100, default: '' })
  worker: string = '';

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();
}
