import { Permissions, type DictTypeSimpleVO, type DictTypeVO, type PageResult } from '@dha/contracts';
import { IdQueryDto, IdsQueryDto, RequireAnyPermission, xlsxFile } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateDictTypeCommand } from '../commands/create-dict-type/create-dict-type.command';
import { DeleteDictTypesCommand } from '../commands/delete-dict-types/delete-dict-types.command';
import { UpdateDictTypeCommand } from '../commands/update-dict-type/update-dict-type.command';
import { ExportDictTypesQuery } from '../queries/export-dict-types/export-dict-types.query';
import { GetDictTypeQuery } from '../queries/get-dict-type/get-dict-type.query';
import { ListDictTypesQuery } from '../queries/list-dict-types/list-dict-types.query';
import { DictTypePageDto } from '../queries/page-dict-types/page-dict-types.dto';
import { PageDictTypesQuery } from '../queries/page-dict-types/page-dict-types.query';
import { DictTypeCreateDto, DictTypeUpdateDto } from './dict-type.dto';

/** Dictionary types: `/system/dict-type/*` (contract §3). */
@Controller('system/dict-type')
export class DictTypeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(Permissions.dict.create)
  create(@Body() body: DictTypeCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateDictTypeCommand(body));
  }

  @Put('update')
  @RequireAnyPermission(Permissions.dict.update)
  update(@Body() body: DictTypeUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateDictTypeCommand(body));
  }

  @Delete('delete')
  @RequireAnyPermission(Permissions.dict.delete)
  delete(@Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteDictTypesCommand([id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(Permissions.dict.delete)
  deleteList(@Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteDictTypesCommand(ids));
  }

  @Get('get')
  @RequireAnyPermission(Permissions.dict.query)
  get(@Query() { id }: IdQueryDto): Promise<DictTypeVO> {
    return this.queryBus.execute(new GetDictTypeQuery(id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.dict.query)
  page(@Query() filter: DictTypePageDto): Promise<PageResult<DictTypeVO>> {
    return this.queryBus.execute(new PageDictTypesQuery(filter));
  }

  /** Login only: the entry editor and the dict-data page's type select. */
  @Get(['simple-list', 'list-all-simple'])
  simpleList(): Promise<DictTypeSimpleVO[]> {
    return this.queryBus.execute(new ListDictTypesQuery());
  }

  /** The contract guards the type export with the query code. */
  @Get('export-excel')
  @RequireAnyPermission(Permissions.dict.query)
  async exportExcel(@Query() filter: DictTypePageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportDictTypesQuery(filter)), 'dict-types', '字典类型');
  }
}
