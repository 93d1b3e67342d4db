import { Module } from '@nestjs/common';
import { CreateConfigHandler } from './commands/create-config/create-config.handler';
import { CreateDictDataHandler } from './commands/create-dict-data/create-dict-data.handler';
import { CreateDictTypeHandler } from './commands/create-dict-type/create-dict-type.handler';
import { DeleteConfigsHandler } from './commands/delete-configs/delete-configs.handler';
import { DeleteDictDataHandler } from './commands/delete-dict-data/delete-dict-data.handler';
import { DeleteDictTypesHandler } from './commands/delete-dict-types/delete-dict-types.handler';
import { UpdateConfigHandler } from './commands/update-config/update-config.handler';
import { UpdateDictDataHandler } from './commands/update-dict-data/update-dict-data.handler';
import { UpdateDictTypeHandler } from './commands/update-dict-type/update-dict-type.handler';
import { ConfigController } from './http/config.controller';
import { DictDataController } from './http/dict-data.controller';
import { DictTypeController } from './http/dict-type.controller';
import { DictionaryCache } from './infrastructure/dictionary.cache';
import { ReferenceDataWriter } from './infrastructure/reference-data.writer';
import { ExportConfigsHandler } from './queries/export-configs/export-configs.handler';
import { ExportDictDataHandler } from './queries/export-dict-data/export-dict-data.handler';
import { ExportDictTypesHandler } from './queries/export-dict-types/export-dict-types.handler';
import { GetConfigHandler } from './queries/get-config/get-config.handler';
import { GetConfigValueHandler } from './queries/get-config-value/get-config-value.handler';
import { GetDictDataHandler } from './queries/get-dict-data/get-dict-data.handler';
import { GetDictEntriesHandler } from './queries/get-dict-entries/get-dict-entries.handler';
import { GetDictTypeHandler } from './queries/get-dict-type/get-dict-type.handler';
import { GetPublicConfigHandler } from './queries/get-public-config/get-public-config.handler';
import { GetVisibleConfigValueHandler } from './queries/get-visible-config-value/get-visible-config-value.handler';
import { ListAllDictEntriesHandler } from './queries/list-all-dict-entries/list-all-dict-entries.handler';
import { ListDictTypesHandler } from './queries/list-dict-types/list-dict-types.handler';
import { PageConfigsHandler } from './queries/page-configs/page-configs.handler';
import { PageDictDataHandler } from './queries/page-dict-data/page-dict-data.handler';
import { PageDictTypesHandler } from './queries/page-dict-types/page-dict-types.handler';
import { InfraBaseDataSeeder } from './seed/base-data.seeder';

/** Dictionaries and configuration: reads behind the one DictionaryCache, admin writes that invalidate it. */
@Module({
  controllers: [DictTypeController, DictDataController, ConfigController],
  providers: [
    DictionaryCache,
    ReferenceDataWriter,
    // dictionary types
    CreateDictTypeHandler,
    UpdateDictTypeHandler,
    DeleteDictTypesHandler,
    GetDictTypeHandler,
    PageDictTypesHandler,
    ListDictTypesHandler,
    ExportDictTypesHandler,
    // dictionary data
    CreateDictDataHandler,
    UpdateDictDataHandler,
    DeleteDictDataHandler,
    GetDictDataHandler,
    PageDictDataHandler,
    ExportDictDataHandler,
    GetDictEntriesHandler,
    ListAllDictEntriesHandler,
    // configuration
    CreateConfigHandler,
    UpdateConfigHandler,
    DeleteConfigsHandler,
    GetConfigHandler,
    PageConfigsHandler,
    ExportConfigsHandler,
    GetConfigValueHandler,
    GetVisibleConfigValueHandler,
    GetPublicConfigHandler,
    InfraBaseDataSeeder,
  ],
})
export class InfraModule {}
