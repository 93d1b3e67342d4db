import { Permissions, type DictDataSimple, type DictDataVO, type PageResult } from '@dha/contracts';
import { IdQueryDto, IdsQueryDto, RequireAnyPermission, xlsxFile } from '@dha/server-core';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateDictDataCommand } from '../commands/create-dict-data/create-dict-data.command';
import { DeleteDictDataCommand } from '../commands/delete-dict-data/delete-dict-data.command';
import { UpdateDictDataCommand } from '../commands/update-dict-data/update-dict-data.command';
import { GetDictEntriesQuery } from '../contract';
import { ExportDictDataQuery } from '../queries/export-dict-data/export-dict-data.query';
import { GetDictDataQuery } from '../queries/get-dict-data/get-dict-data.query';
import { DictTypeParamDto } from '../queries/get-dict-entries/get-dict-entries.dto';
import { ListAllDictEntriesQuery } from '../queries/list-all-dict-entries/list-all-dict-entries.query';
import { DictDataPageDto } from '../queries/page-dict-data/page-dict-data.dto';
import { PageDictDataQuery } from '../queries/page-dict-data/page-dict-data.query';
import { DictDataCreateDto, DictDataUpdateDto } from './dict-data.dto';

/** Dictionary data: `/system/dict-data/*` (spec §7, contract §3). Every write refreshes the one DictionaryCache. */
@Controller('system/dict-data')
export class DictDataController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(Permissions.dict.create)
  create(@Body() body: DictDataCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateDictDataCommand(body));
  }

  @Put('update')
  @RequireAnyPermission(Permissions.dict.update)
  update(@Body() body: DictDataUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateDictDataCommand(body));
  }

  @Delete('delete')
  @RequireAnyPermission(Permissions.dict.delete)
  delete(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteDictDataCommand([id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(Permissions.dict.delete)
  deleteList(@Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteDictDataCommand(ids));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.dict.query)
  get(@Query() { id }: IdQueryDto): Promise<DictDataVO> {
    return this.queryBus.execute(new GetDictDataQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.dict.query)
  page(@Query() filter: DictDataPageDto): Promise<PageResult<DictDataVO>> {
    return this.queryBus.execute(new PageDictDataQuery(filter));
  }

  /** `export` is spec §7's path, `export-excel` the contract's. */
  @Get(['export', 'export-excel'])
  @RequireAnyPermission(Permissions.dict.export)
  async exportExcel(@Query() filter: DictDataPageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportDictDataQuery(filter)), 'dict-data', '字典数据');
  }

  /** Enabled entries of every dictionary, by dictType then sort; the console groups them by dictType. */
  @Get(['list-all-simple', 'simple-list'])
  listAllSimple(): Promise<DictDataSimple[]> {
    return this.queryBus.execute(new ListAllDictEntriesQuery());
  }

  /** Enabled entries of one dictionary; an unknown type answers an empty list. */
  @Get('type/:type')
  byType(@Param() params: DictTypeParamDto): Promise<DictDataSimple[]> {
    return this.queryBus.execute(new GetDictEntriesQuery(params.type));
  }
}
