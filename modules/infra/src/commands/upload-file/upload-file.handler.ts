import type { FileVO } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { storagePath } from '../../domain/file/upload-rules';
import { InfraErrors } from '../../infra.errors';
import { FileStorages } from '../../infrastructure/files/file-storages';
import { judgedUpload, masterFileConfig, newStoredFile, toFileVO } from '../../infrastructure/files/file.repository';
import { UploadFileCommand } from './upload-file.command';

@CommandHandler(UploadFileCommand)
export class UploadFileHandler implements ICommandHandler<UploadFileCommand, FileVO> {
  constructor(
    private readonly em: EntityManager,
    private readonly storages: FileStorages,
  ) {}

  async execute({ name, content, directory, creatorId }: UploadFileCommand): Promise<FileVO> {
    if (!content.length) throw BizError.of(InfraErrors.FILE_IS_EMPTY);
    const mime = await judgedUpload(name, content);
    const em = this.em.fork();
    const config = await masterFileConfig(em);
    const path = storagePath(name, directory, new Date(), randomBytes(6).toString('hex'));
    // the bytes first: a row never names a file that is not there (bytes without a row cost only space)
    await this.storages.of(config).put(path, content, mime);
    const file = newStoredFile(em, this.storages, config, { path, name, mime, size: content.length, creatorId });
    await em.flush();
    return toFileVO(file);
  }
}
