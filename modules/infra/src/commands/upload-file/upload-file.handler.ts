import type { FileVO } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import { StoredFile } from '../../domain/file/file.entity';
import { judgeUpload, storagePath } from '../../domain/file/upload-rules';
import { InfraErrors } from '../../infra.errors';
import { FileStorages } from '../../infrastructure/files/file-storages';
import { masterFileConfig, toFileVO } from '../../infrastructure/files/file.repository';
import { UploadFileCommand } from './upload-file.command';

@CommandHandler(UploadFileCommand)
export class UploadFileHandler implements ICommandHandler<UploadFileCommand, FileVO> {
  constructor(
    private readonly em: EntityManager,
    private readonly storages: FileStorages,
  ) {}

  async execute({ name, content, directory, creatorId }: UploadFileCommand): Promise<FileVO> {
    if (!content.length) throw BizError.of(InfraErrors.FILE_IS_EMPTY);
    const verdict = judgeUpload(name, (await fromBuffer(content))?.mime);
    if (!verdict.ok)
      throw BizError.of(verdict.reason === 'type' ? InfraErrors.FILE_TYPE_NOT_ALLOWED : InfraErrors.FILE_CONTENT_MISMATCH, verdict.detail);
    const em = this.em.fork();
    const config = await masterFileConfig(em);
    const path = storagePath(name, directory, new Date(), randomBytes(6).toString('hex'));
    // the bytes first: a row never names a file that is not there (bytes without a row cost only space)
    await this.storages.of(config).put(path, content, verdict.mime);
    const file = em.create(StoredFile, {
      configId: config.id,
      name: name.split(/[\\/]/).pop()!.slice(0, 256),
      path,
      url: this.storages.urlOf(config, path),
      type: verdict.mime,
      size: content.length,
      creator: String(creatorId),
    });
    await em.flush();
    return toFileVO(file);
  }
}
