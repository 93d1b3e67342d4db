import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredFile } from '../../domain/file/file.entity';
import { safeStoredPath } from '../../domain/file/upload-rules';
import { InfraErrors } from '../../infra.errors';
import { FileStorages } from '../../infrastructure/files/file-storages';
import { getFileConfig, judgedUpload, newStoredFile } from '../../infrastructure/files/file.repository';
import { CreateFileCommand } from './create-file.command';

/**
 * The row of a presigned upload: the path must be one a presigned URL was made for (the store holds
 * it), and its bytes are judged as an upload's, so a direct upload obeys the same type rules.
 */
@CommandHandler(CreateFileCommand)
export class CreateFileHandler implements ICommandHandler<CreateFileCommand, number> {
  constructor(
    private readonly em: EntityManager,
    private readonly storages: FileStorages,
  ) {}

  async execute({ input, creatorId }: CreateFileCommand): Promise<number> {
    const em = this.em.fork();
    const config = await getFileConfig(em, input.configId);
    const path = safeStoredPath(input.path);
    if (!path) throw BizError.badRequest('path 无效');
    if (await em.count(StoredFile, { configId: config.id, path })) throw BizError.of(InfraErrors.FILE_PATH_EXISTS);
    const client = this.storages.of(config);
    const content = await client.get(path);
    if (!content) throw BizError.of(InfraErrors.FILE_NOT_EXISTS);
    let mime: string;
    try {
      mime = await judgedUpload(path, content);
    } catch (err) {
      await client.delete(path); // refused bytes do not stay in the store
      throw err;
    }
    const file = newStoredFile(em, this.storages, config, { path, name: input.name, mime, size: content.length, creatorId });
    await em.flush();
    return file.id;
  }
}
