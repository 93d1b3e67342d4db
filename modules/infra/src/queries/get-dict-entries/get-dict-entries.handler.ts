import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetDictEntriesQuery, type DictEntry } from '../../contract';
import { DictionaryCache } from '../../infrastructure/dictionary.cache';

/** The enabled entries of one dictionary (contract query; also behind `GET /system/dict-data/type/{type}`). */
@QueryHandler(GetDictEntriesQuery)
export class GetDictEntriesHandler implements IQueryHandler<GetDictEntriesQuery, DictEntry[]> {
  constructor(private readonly cache: DictionaryCache) {}

  async execute(query: GetDictEntriesQuery): Promise<DictEntry[]> {
    return [...(await this.cache.entries(query.dictType))];
  }
}
