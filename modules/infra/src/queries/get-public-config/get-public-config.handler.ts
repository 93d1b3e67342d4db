import { PUBLIC_CONFIG_KEYS, type PublicConfig } from '@dha/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DictionaryCache } from '../../infrastructure/dictionary.cache';
import { GetPublicConfigQuery } from './get-public-config.query';

/** Only the fixed allow-list; a key an admin made invisible answers null here too. */
@QueryHandler(GetPublicConfigQuery)
export class GetPublicConfigHandler implements IQueryHandler<GetPublicConfigQuery, PublicConfig> {
  constructor(private readonly cache: DictionaryCache) {}

  async execute(): Promise<PublicConfig> {
    const result = {} as PublicConfig;
    for (const key of PUBLIC_CONFIG_KEYS) {
      const config = await this.cache.config(key);
      result[key] = config?.visible ? config.value : null;
    }
    return result;
  }
}
