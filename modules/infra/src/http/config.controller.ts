import { Permissions, type ConfigVO, type PageResult, type PublicConfig } from '@dha/contracts';
import { IdQueryDto, IdsQueryDto, Public, RequireAnyPermission, xlsxFile } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateConfigCommand } from '../commands/create-config/create-config.command';
import { DeleteConfigsCommand } from '../commands/delete-configs/delete-configs.command';
import { UpdateConfigCommand } from '../commands/update-config/update-config.command';
import { ExportConfigsQuery } from '../queries/export-configs/export-configs.query';
import { GetConfigQuery } from '../queries/get-config/get-config.query';
import { GetPublicConfigQuery } from '../queries/get-public-config/get-public-config.query';
import { ConfigKeyQueryDto } from '../queries/get-visible-config-value/get-visible-config-value.dto';
import { GetVisibleConfigValueQuery } from '../queries/get-visible-config-value/get-visible-config-value.query';
import { ConfigPageDto } from '../queries/page-configs/page-configs.dto';
import { PageConfigsQuery } from '../queries/page-configs/page-configs.query';
import { ConfigCreateDto, ConfigUpdateDto } from './config.dto';

/** Configuration parameters: `/infra/config/*` (spec §7, contract §4). A write takes effect at once (cache invalidated). */
@Controller('infra/config')
export class ConfigController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(Permissions.config.create)
  create(@Body() body: ConfigCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateConfigCommand(body));
  }

  @Put('update')
  @RequireAnyPermission(Permissions.config.update)
  update(@Body() body: ConfigUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateConfigCommand(body));
  }

  @Delete('delete')
  @RequireAnyPermission(Permissions.config.delete)
  delete(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteConfigsCommand([id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(Permissions.config.delete)
  deleteList(@Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteConfigsCommand(ids));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.config.query)
  get(@Query() { id }: IdQueryDto): Promise<ConfigVO> {
    return this.queryBus.execute(new GetConfigQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.config.query)
  page(@Query() filter: ConfigPageDto): Promise<PageResult<ConfigVO>> {
    return this.queryBus.execute(new PageConfigsQuery(filter));
  }

  /** `export` is spec §7's path, `export-excel` the contract's. */
  @Get(['export', 'export-excel'])
  @RequireAnyPermission(Permissions.config.export)
  async exportExcel(@Query() filter: ConfigPageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportConfigsQuery(filter)), 'configs', '参数配置');
  }

  /** Login only: the value, null when the key is missing, 1_001_000_004 when it is not visible. */
  @Get('get-value-by-key')
  getValueByKey(@Query() query: ConfigKeyQueryDto): Promise<string | null> {
    return this.queryBus.execute(new GetVisibleConfigValueQuery(query.key));
  }

  /**
   * No login: the organisation name (login page, titles), the about-us text (/client/about is an
   * open route) and whether the login form needs a captcha. A fixed allow-list, nothing else.
   */
  @Public()
  @Get('public')
  publicConfig(): Promise<PublicConfig> {
    return this.queryBus.execute(new GetPublicConfigQuery());
  }
}
