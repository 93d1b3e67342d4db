import { ApiErrorLogProcessStatus, MAX_INT32, Permissions, type ApiAccessLogVO, type ApiErrorLogVO, type PageResult } from '@dha/contracts';
import { CurrentUser, IdQueryDto, QueryInt, RequireAnyPermission, xlsxFile, type LoginUser } from '@dha/server-core';
import { Controller, Get, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { UpdateApiErrorLogStatusCommand } from '../commands/update-api-error-log-status/update-api-error-log-status.command';
import { ExportApiAccessLogsQuery } from '../queries/export-api-access-logs/export-api-access-logs.query';
import { ExportApiErrorLogsQuery } from '../queries/export-api-error-logs/export-api-error-logs.query';
import { GetApiAccessLogQuery } from '../queries/get-api-access-log/get-api-access-log.query';
import { GetApiErrorLogQuery } from '../queries/get-api-error-log/get-api-error-log.query';
import { ApiAccessLogPageDto } from '../queries/page-api-access-logs/page-api-access-logs.dto';
import { PageApiAccessLogsQuery } from '../queries/page-api-access-logs/page-api-access-logs.query';
import { ApiErrorLogPageDto } from '../queries/page-api-error-logs/page-api-error-logs.dto';
import { PageApiErrorLogsQuery } from '../queries/page-api-error-logs/page-api-error-logs.query';

/** `PUT /infra/api-error-log/update-status?id&processStatus`: DONE 1 or IGNORE 2. */
export class ApiErrorLogStatusQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;

  @QueryInt()
  @IsIn([ApiErrorLogProcessStatus.DONE, ApiErrorLogProcessStatus.IGNORE])
  processStatus!: number;
}

/** The API access log: `/infra/api-access-log/*`. */
@Controller('infra/api-access-log')
export class ApiAccessLogController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('get')
  @RequireAnyPermission(Permissions.apiAccessLog.query)
  get(@Query() { id }: IdQueryDto): Promise<ApiAccessLogVO> {
    return this.queryBus.execute(new GetApiAccessLogQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.apiAccessLog.query)
  page(@Query() filter: ApiAccessLogPageDto): Promise<PageResult<ApiAccessLogVO>> {
    return this.queryBus.execute(new PageApiAccessLogsQuery(filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(Permissions.apiAccessLog.export)
  async exportExcel(@Query() filter: ApiAccessLogPageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportApiAccessLogsQuery(filter)), 'api-access-log', '访问日志');
  }
}

/** The API error log: `/infra/api-error-log/*`. */
@Controller('infra/api-error-log')
export class ApiErrorLogController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Put('update-status')
  @RequireAnyPermission(Permissions.apiErrorLog.updateStatus)
  updateStatus(@CurrentUser() user: LoginUser, @Query() { id, processStatus }: ApiErrorLogStatusQueryDto): Promise<true> {
    return this.commandBus.execute(new UpdateApiErrorLogStatusCommand(id, processStatus, user.id));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.apiErrorLog.query)
  get(@Query() { id }: IdQueryDto): Promise<ApiErrorLogVO> {
    return this.queryBus.execute(new GetApiErrorLogQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.apiErrorLog.query)
  page(@Query() filter: ApiErrorLogPageDto): Promise<PageResult<ApiErrorLogVO>> {
    return this.queryBus.execute(new PageApiErrorLogsQuery(filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(Permissions.apiErrorLog.export)
  async exportExcel(@Query() filter: ApiErrorLogPageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportApiErrorLogsQuery(filter)), 'api-error-log', '错误日志');
  }
}
