import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DictEntry } from '../../contract';
import { DictionaryCache } from '../../infrastructure/dictionary.cache';
import { ListAllDictEntriesQuery } from './list-all-dict-entries.query';

@QueryHandler(ListAllDictEntriesQuery)
export class ListAllDictEntriesHandler implements IQueryHandler<ListAllDictEntriesQuery, DictEntry[]> {
  constructor(private readonly cache: DictionaryCache) {}

  async execute(): Promise<DictEntry[]> {
    return [...(await this.cache.allEntries())];
  }
}
