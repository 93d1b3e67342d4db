import { BullModule } from '@nestjs/bullmq';
import { CreateFileHandler } from './commands/create-file/create-file.handler';
import { DeleteFileConfigsHandler } from './commands/delete-file-configs/delete-file-configs.handler';
import { DeleteFilesHandler } from './commands/delete-files/delete-files.handler';
import { SaveFileConfigHandler } from './commands/save-file-config/save-file-config.handler';
import { TestFileConfigHandler } from './commands/test-file-config/test-file-config.handler';
import { UpdateFileConfigMasterHandler } from './commands/update-file-config-master/update-file-config-master.handler';
import { UploadFileHandler } from './commands/upload-file/upload-file.handler';
import { FileConfigController, FileController } from './http/file.controller';
import { FileStorages } from './infrastructure/files/file-storages';
import { GetFileConfigHandler } from './queries/get-file-config/get-file-config.handler';
import { GetFileContentHandler } from './queries/get-file-content/get-file-content.handler';
import { GetFileHandler } from './queries/get-file/get-file.handler';
import { PageFileConfigsHandler } from './queries/page-file-configs/page-file-configs.handler';
import { PageFilesHandler } from './queries/page-files/page-files.handler';
import { PresignFileUploadHandler } from './queries/presign-file-upload/presign-file-upload.handler';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CreateJobHandler } from './commands/create-job/create-job.handler';
import { DeleteJobsHandler } from './commands/delete-jobs/delete-jobs.handler';
import { AccessLogCleanJob, ErrorLogCleanJob, JobLogCleanJob } from './commands/prune-logs/log-clean.jobs';
import { UpdateApiErrorLogStatusHandler } from './commands/update-api-error-log-status/update-api-error-log-status.handler';
import { ApiAccessLogController, ApiErrorLogController } from './http/api-log.controller';
import { ApiLogRecorder } from './infrastructure/api-logs/api-log.recorder';
import { ApiAccessLogWriter, ApiErrorLogWriter } from './infrastructure/api-logs/api-log.writers';
import { ExportApiAccessLogsHandler } from './queries/export-api-access-logs/export-api-access-logs.handler';
import { ExportApiErrorLogsHandler } from './queries/export-api-error-logs/export-api-error-logs.handler';
import { GetApiAccessLogHandler } from './queries/get-api-access-log/get-api-access-log.handler';
import { GetApiErrorLogHandler } from './queries/get-api-error-log/get-api-error-log.handler';
import { PageApiAccessLogsHandler } from './queries/page-api-access-logs/page-api-access-logs.handler';
import { PageApiErrorLogsHandler } from './queries/page-api-error-logs/page-api-error-logs.handler';
import { SyncJobsHandler } from './commands/sync-jobs/sync-jobs.handler';
import { TriggerJobHandler } from './commands/trigger-job/trigger-job.handler';
import { UpdateJobStatusHandler } from './commands/update-job-status/update-job-status.handler';
import { UpdateJobHandler } from './commands/update-job/update-job.handler';
import { JobController, JobLogController } from './http/job.controller';
import { JobRegistry } from './infrastructure/jobs/job-registry';
import { JobRunnerProcessor } from './infrastructure/jobs/job-runner.processor';
import { JOB_QUEUE, JobScheduler } from './infrastructure/jobs/job-scheduler';
import { ExportJobLogsHandler } from './queries/export-job-logs/export-job-logs.handler';
import { ExportJobsHandler } from './queries/export-jobs/export-jobs.handler';
import { GetJobLogHandler } from './queries/get-job-log/get-job-log.handler';
import { GetJobNextTimesHandler } from './queries/get-job-next-times/get-job-next-times.handler';
import { GetJobHandler } from './queries/get-job/get-job.handler';
import { ListJobHandlersHandler } from './queries/list-job-handlers/list-job-handlers.handler';
import { PageJobLogsHandler } from './queries/page-job-logs/page-job-logs.handler';
import { PageJobsHandler } from './queries/page-jobs/page-jobs.handler';
import { CreateConfigHandler } from './commands/create-config/create-config.handler';
import { CreateDictDataHandler } from './commands/create-dict-data/create-dict-data.handler';
import { CreateDictTypeHandler } from './commands/create-dict-type/create-dict-type.handler';
import { DeleteConfigsHandler } from './commands/delete-configs/delete-configs.handler';
import { DeleteDictDataHandler } from './commands/delete-dict-data/delete-dict-data.handler';
import { DeleteDictTypesHandler } from './commands/delete-dict-types/delete-dict-types.handler';
import { UpdateConfigHandler } from './commands/update-config/update-config.handler';
import { UpdateDictDataHandler } from './commands/update-dict-data/update-dict-data.handler';
import { UpdateDictTypeHandler } from './commands/update-dict-type/update-dict-type.handler';
import { ConfigController } from './http/config.controller';
import { DictDataController } from './http/dict-data.controller';
import { DictTypeController } from './http/dict-type.controller';
import { DictionaryCache } from './infrastructure/dictionary.cache';
import { ReferenceDataWriter } from './infrastructure/reference-data.writer';
import { ExportConfigsHandler } from './queries/export-configs/export-configs.handler';
import { ExportDictDataHandler } from './queries/export-dict-data/export-dict-data.handler';
import { ExportDictTypesHandler } from './queries/export-dict-types/export-dict-types.handler';
import { GetConfigHandler } from './queries/get-config/get-config.handler';
import { GetConfigValueHandler } from './queries/get-config-value/get-config-value.handler';
import { GetDictDataHandler } from './queries/get-dict-data/get-dict-data.handler';
import { GetDictEntriesHandler } from './queries/get-dict-entries/get-dict-entries.handler';
import { GetDictTypeHandler } from './queries/get-dict-type/get-dict-type.handler';
import { GetPublicConfigHandler } from './queries/get-public-config/get-public-config.handler';
import { GetVisibleConfigValueHandler } from './queries/get-visible-config-value/get-visible-config-value.handler';
import { ListAllDictEntriesHandler } from './queries/list-all-dict-entries/list-all-dict-entries.handler';
import { ListDictTypesHandler } from './queries/list-dict-types/list-dict-types.handler';
import { PageConfigsHandler } from './queries/page-configs/page-configs.handler';
import { PageDictDataHandler } from './queries/page-dict-data/page-dict-data.handler';
import { PageDictTypesHandler } from './queries/page-dict-types/page-dict-types.handler';
import { InfraBaseDataSeeder } from './seed/base-data.seeder';

/**
 * Dictionaries and configuration (reads behind the one DictionaryCache, admin writes that invalidate
 * it), and operations: scheduled jobs on BullMQ job schedulers, the API access and error logs, file storage.
 */
@Module({
  imports: [DiscoveryModule, BullModule.registerQueue({ name: JOB_QUEUE })],
  controllers: [
    DictTypeController,
    DictDataController,
    ConfigController,
    JobController,
    JobLogController,
    ApiAccessLogController,
    ApiErrorLogController,
    FileConfigController,
    FileController,
  ],
  providers: [
    DictionaryCache,
    ReferenceDataWriter,
    // dictionary types
    CreateDictTypeHandler,
    UpdateDictTypeHandler,
    DeleteDictTypesHandler,
    GetDictTypeHandler,
    PageDictTypesHandler,
    ListDictTypesHandler,
    ExportDictTypesHandler,
    // dictionary data
    CreateDictDataHandler,
    UpdateDictDataHandler,
    DeleteDictDataHandler,
    GetDictDataHandler,
    PageDictDataHandler,
    ExportDictDataHandler,
    GetDictEntriesHandler,
    ListAllDictEntriesHandler,
    // configuration
    CreateConfigHandler,
    UpdateConfigHandler,
    DeleteConfigsHandler,
    GetConfigHandler,
    PageConfigsHandler,
    ExportConfigsHandler,
    GetConfigValueHandler,
    GetVisibleConfigValueHandler,
    GetPublicConfigHandler,
    InfraBaseDataSeeder,
    // scheduled jobs
    JobRegistry,
    JobScheduler,
    JobRunnerProcessor,
    CreateJobHandler,
    UpdateJobHandler,
    UpdateJobStatusHandler,
    DeleteJobsHandler,
    TriggerJobHandler,
    SyncJobsHandler,
    GetJobHandler,
    PageJobsHandler,
    ExportJobsHandler,
    GetJobNextTimesHandler,
    ListJobHandlersHandler,
    GetJobLogHandler,
    PageJobLogsHandler,
    ExportJobLogsHandler,
    JobLogCleanJob,
    // API access and error logs
    ApiAccessLogWriter,
    ApiErrorLogWriter,
    ApiLogRecorder,
    PageApiAccessLogsHandler,
    GetApiAccessLogHandler,
    ExportApiAccessLogsHandler,
    PageApiErrorLogsHandler,
    GetApiErrorLogHandler,
    ExportApiErrorLogsHandler,
    UpdateApiErrorLogStatusHandler,
    AccessLogCleanJob,
    ErrorLogCleanJob,
    // files
    FileStorages,
    SaveFileConfigHandler,
    UpdateFileConfigMasterHandler,
    DeleteFileConfigsHandler,
    TestFileConfigHandler,
    UploadFileHandler,
    CreateFileHandler,
    DeleteFilesHandler,
    GetFileConfigHandler,
    PageFileConfigsHandler,
    GetFileHandler,
    PageFilesHandler,
    GetFileContentHandler,
    PresignFileUploadHandler,
  ],
})
export class InfraModule {}
