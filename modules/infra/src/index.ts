import type { ModuleMigration } from '@dha/server-core';
import { Config, DictData, DictType } from './domain';
import { ApiAccessLog, ApiErrorLog } from './domain/api-log/api-log.entity';
import { FileConfig, FileContent, StoredFile } from './domain/file/file.entity';
import { Job, JobLog } from './domain/job/job.entity';
import { InfraDictionariesAndConfig202611221000 } from './infrastructure/migrations/dictionaries-and-config.migration';
import { InfraApiLogs202611281100 } from './infrastructure/migrations/api-logs.migration';
import { InfraFiles202611281200 } from './infrastructure/migrations/files.migration';
import { InfraJobs202611281000 } from './infrastructure/migrations/jobs.migration';
import { InfraPayOrderStatusLabel202612010100 } from './infrastructure/migrations/pay-order-status-label.migration';

export * from './infra.module';
export * from './contract';
export { ApiLogRecorder } from './infrastructure/api-logs/api-log.recorder';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const infraEntities: Function[] = [
  DictType,
  DictData,
  Config,
  Job,
  JobLog,
  ApiAccessLog,
  ApiErrorLog,
  FileConfig,
  StoredFile,
  FileContent,
];
/** This module's migrations, in order. */
export const infraMigrations: ModuleMigration[] = [
  { name: 'infra_202611221000_dictionaries_and_config', class: InfraDictionariesAndConfig202611221000 },
  { name: 'infra_202611281000_jobs', class: InfraJobs202611281000 },
  { name: 'infra_202611281100_api_logs', class: InfraApiLogs202611281100 },
  { name: 'infra_202611281200_files', class: InfraFiles202611281200 },
  { name: 'infra_202612010100_pay_order_status_label', class: InfraPayOrderStatusLabel202612010100 },
];
