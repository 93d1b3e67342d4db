import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FileConfig, StoredFile } from '../../domain/file/file.entity';
import { mimeOfPath, safeStoredPath } from '../../domain/file/upload-rules';
import { FileStorages } from '../../infrastructure/files/file-storages';
import { GetFileContentQuery } from './get-file-content.query';

@QueryHandler(GetFileContentQuery)
export class GetFileContentHandler implements IQueryHandler<GetFileContentQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storages: FileStorages,
  ) {}

  async execute({ configId, path }: GetFileContentQuery): Promise<{ content: Buffer; mime: string } | null> {
    const safe = safeStoredPath(path);
    if (!safe) return null;
    const em = this.em.fork();
    const config = await em.findOne(FileConfig, { id: configId });
    if (!config) return null;
    const content = await this.storages.of(config).get(safe);
    if (!content) return null;
    // the type judged at upload; else the extension's (a file the test call stored)
    const row = await em.findOne(StoredFile, { configId, path: safe }, { fields: ['type'] });
    return { content, mime: row?.type ?? mimeOfPath(safe) };
  }
}
