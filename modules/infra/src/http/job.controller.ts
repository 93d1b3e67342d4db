import { Permissions, type JobHandlerVO, type JobLogVO, type JobVO, type PageResult } from '@dha/contracts';
import { IdQueryDto, IdsQueryDto, RequireAnyPermission, xlsxFile } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateJobCommand } from '../commands/create-job/create-job.command';
import { DeleteJobsCommand } from '../commands/delete-jobs/delete-jobs.command';
import { SyncJobsCommand } from '../commands/sync-jobs/sync-jobs.command';
import { TriggerJobCommand } from '../commands/trigger-job/trigger-job.command';
import { UpdateJobStatusCommand } from '../commands/update-job-status/update-job-status.command';
import { UpdateJobCommand } from '../commands/update-job/update-job.command';
import { ExportJobLogsQuery } from '../queries/export-job-logs/export-job-logs.query';
import { ExportJobsQuery } from '../queries/export-jobs/export-jobs.query';
import { GetJobLogQuery } from '../queries/get-job-log/get-job-log.query';
import { GetJobNextTimesQuery } from '../queries/get-job-next-times/get-job-next-times.query';
import { GetJobQuery } from '../queries/get-job/get-job.query';
import { ListJobHandlersQuery } from '../queries/list-job-handlers/list-job-handlers.query';
import { JobLogPageDto } from '../queries/page-job-logs/page-job-logs.dto';
import { PageJobLogsQuery } from '../queries/page-job-logs/page-job-logs.query';
import { JobPageDto } from '../queries/page-jobs/page-jobs.dto';
import { PageJobsQuery } from '../queries/page-jobs/page-jobs.query';
import { CronPreviewQueryDto, JobCreateDto, JobNextTimesQueryDto, JobStatusQueryDto, JobUpdateDto } from './job.dto';

const P = Permissions.job;

/** Scheduled jobs: `/infra/job/*` (upstream paths and codes; the row is the truth, BullMQ carries it out). */
@Controller('infra/job')
export class JobController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(P.create)
  create(@Body() body: JobCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateJobCommand(body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@Body() body: JobUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateJobCommand(body));
  }

  @Put('update-status')
  @RequireAnyPermission(P.update)
  updateStatus(@Query() { id, status }: JobStatusQueryDto): Promise<true> {
    return this.commandBus.execute(new UpdateJobStatusCommand(id, status));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteJobsCommand([id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(P.delete)
  deleteList(@Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteJobsCommand(ids));
  }

  @Put('trigger')
  @RequireAnyPermission(P.trigger)
  trigger(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new TriggerJobCommand(id));
  }

  @Post('sync')
  @RequireAnyPermission(P.create)
  async sync(): Promise<true> {
    await this.commandBus.execute(new SyncJobsCommand());
    return true;
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@Query() { id }: IdQueryDto): Promise<JobVO> {
    return this.queryBus.execute(new GetJobQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@Query() filter: JobPageDto): Promise<PageResult<JobVO>> {
    return this.queryBus.execute(new PageJobsQuery(filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(P.export)
  async exportExcel(@Query() filter: JobPageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportJobsQuery(filter)), 'jobs', '定时任务');
  }

  /** Note the underscores: upstream's path. */
  @Get('get_next_times')
  @RequireAnyPermission(P.query)
  nextTimes(@Query() { id, count }: JobNextTimesQueryDto): Promise<number[]> {
    return this.queryBus.execute(new GetJobNextTimesQuery(id, count));
  }

  /** ours: the next times of an expression being typed in the form (same parser, same zone). */
  @Get('preview-next-times')
  @RequireAnyPermission(P.query)
  previewNextTimes(@Query() { cronExpression, count }: CronPreviewQueryDto): Promise<number[]> {
    return this.queryBus.execute(new GetJobNextTimesQuery(null, count, cronExpression));
  }

  /** ours: the registered handlers, for the form's handler field. */
  @Get('handlers')
  @RequireAnyPermission(P.query)
  handlers(): Promise<JobHandlerVO[]> {
    return this.queryBus.execute(new ListJobHandlersQuery());
  }
}

/** The job log: `/infra/job-log/*`. */
@Controller('infra/job-log')
export class JobLogController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@Query() { id }: IdQueryDto): Promise<JobLogVO> {
    return this.queryBus.execute(new GetJobLogQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@Query() filter: JobLogPageDto): Promise<PageResult<JobLogVO>> {
    return this.queryBus.execute(new PageJobLogsQuery(filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(P.export)
  async exportExcel(@Query() filter: JobLogPageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportJobLogsQuery(filter)), 'job-logs', '调度日志');
  }
}
