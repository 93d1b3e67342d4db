import { Module } from '@nestjs/common';
import { ConfigController } from './config/config.controller';
import { GetConfigValueHandler } from './config/get-config-value/get-config-value.handler';
import { GetPublicConfigHandler } from './config/get-public-config/get-public-config.handler';
import { GetVisibleConfigValueHandler } from './config/get-visible-config-value/get-visible-config-value.handler';
import { DictDataController } from './dictionary/dict-data.controller';
import { DictionaryCache } from './dictionary/dictionary-cache';
import { GetDictEntriesHandler } from './dictionary/get-dict-entries/get-dict-entries.handler';
import { ListAllDictEntriesHandler } from './dictionary/list-all-dict-entries/list-all-dict-entries.handler';
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
