import { Permissions, type LoginLogVO, type OperateLogVO, type PageResult } from '@dha/contracts';
import { CurrentUser, RequireAnyPermission, xlsxFile, type LoginUser } from '@dha/server-core';
import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ExportLoginLogsQuery } from '../queries/export-login-logs/export-login-logs.query';
import { ExportOperateLogsQuery } from '../queries/export-operate-logs/export-operate-logs.query';
import { LoginLogPageDto } from '../queries/page-login-logs/page-login-logs.dto';
import { PageLoginLogsQuery } from '../queries/page-login-logs/page-login-logs.query';
import { OperateLogPageDto } from '../queries/page-operate-logs/page-operate-logs.dto';
import { PageOperateLogsQuery } from '../queries/page-operate-logs/page-operate-logs.query';

/** The operation log: `/system/operate-log/*` (the upstream paths and permission codes). */
@Controller('system/operate-log')
export class OperateLogController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('page')
  @RequireAnyPermission(Permissions.operateLog.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: OperateLogPageDto): Promise<PageResult<OperateLogVO>> {
    return this.queryBus.execute(new PageOperateLogsQuery(user.tenantId, filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(Permissions.operateLog.export)
  async exportExcel(@CurrentUser() user: LoginUser, @Query() filter: OperateLogPageDto): Promise<StreamableFile> {
    const buffer: Buffer = await this.queryBus.execute(new ExportOperateLogsQuery(user.tenantId, filter));
    return xlsxFile(buffer, 'operate-log', '操作日志');
  }
}

/** The login log: `/system/login-log/*` (the upstream paths and permission codes). */
@Controller('system/login-log')
export class LoginLogController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('page')
  @RequireAnyPermission(Permissions.loginLog.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: LoginLogPageDto): Promise<PageResult<LoginLogVO>> {
    return this.queryBus.execute(new PageLoginLogsQuery(user.tenantId, filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(Permissions.loginLog.export)
  async exportExcel(@CurrentUser() user: LoginUser, @Query() filter: LoginLogPageDto): Promise<StreamableFile> {
    const buffer: Buffer = await this.queryBus.execute(new ExportLoginLogsQuery(user.tenantId, filter));
    return xlsxFile(buffer, 'login-log', '登录日志');
  }
}
