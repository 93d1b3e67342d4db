import type { DictDataSimple } from '@dha/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetDictEntriesQuery } from '../contract';
import { DictTypeParamDto } from '../queries/get-dict-entries/get-dict-entries.dto';
import { ListAllDictEntriesQuery } from '../queries/list-all-dict-entries/list-all-dict-entries.query';

/** Dictionary data, read side (login only). Editing comes with the admin pages. */
@Controller('system/dict-data')
export class DictDataController {
  constructor(private readonly queryBus: QueryBus) {}

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
