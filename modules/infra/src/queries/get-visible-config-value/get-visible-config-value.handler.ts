import { BizError } from '@dha/server-core';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DictionaryCache } from '../../infrastructure/dictionary.cache';
import { InfraErrors } from '../../infra.errors';
import { GetVisibleConfigValueQuery } from './get-visible-config-value.query';

@QueryHandler(GetVisibleConfigValueQuery)
export class GetVisibleConfigValueHandler implements IQueryHandler<GetVisibleConfigValueQuery, string | null> {
  constructor(private readonly cache: DictionaryCache) {}

  async execute(query: GetVisibleConfigValueQuery): Promise<string | null> {
    const config = await this.cache.config(query.key);
    if (!config) return null;
    if (!config.visible) throw new BizError(InfraErrors.CONFIG_GET_VALUE_ERROR_IF_VISIBLE);
    return config.value;
  }
}
