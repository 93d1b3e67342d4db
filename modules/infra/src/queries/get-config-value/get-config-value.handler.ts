import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetConfigValueQuery } from '../../contract';
import { DictionaryCache } from '../../infrastructure/dictionary.cache';

/** A configuration value for other modules (server side: invisible keys are readable too); null when missing. */
@QueryHandler(GetConfigValueQuery)
export class GetConfigValueHandler implements IQueryHandler<GetConfigValueQuery, string | null> {
  constructor(private readonly cache: DictionaryCache) {}

  async execute(query: GetConfigValueQuery): Promise<string | null> {
    return (await this.cache.config(query.key))?.value ?? null;
  }
}
