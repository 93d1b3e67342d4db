import { Module } from '@nestjs/common';
import { ConfigController } from './http/config.controller';
import { GetConfigValueHandler } from './queries/get-config-value/get-config-value.handler';
import { GetPublicConfigHandler } from './queries/get-public-config/get-public-config.handler';
import { GetVisibleConfigValueHandler } from './queries/get-visible-config-value/get-visible-config-value.handler';
import { DictDataController } from './http/dict-data.controller';
import { DictionaryCache } from './infrastructure/dictionary.cache';
import { GetDictEntriesHandler } from './queries/get-dict-entries/get-dict-entries.handler';
import { ListAllDictEntriesHandler } from './queries/list-all-dict-entries/list-all-dict-entries.handler';
import { InfraBaseDataSeeder } from './seed/base-data.seeder';

/** Dictionaries and configuration (read side), behind the one DictionaryCache. */
@Module({
  controllers: [DictDataController, ConfigController],
  providers: [
    DictionaryCache,
    GetDictEntriesHandler,
    ListAllDictEntriesHandler,
    GetConfigValueHandler,
    GetVisibleConfigValueHandler,
    GetPublicConfigHandler,
    InfraBaseDataSeeder,
  ],
})
export class InfraModule {}
