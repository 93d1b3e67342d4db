import type { FilePresignedUrlVO } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { extensionOf, mimeOfPath, storagePath } from '../../domain/file/upload-rules';
import { InfraErrors } from '../../infra.errors';
import { FileStorages } from '../../infrastructure/files/file-storages';
import { masterFileConfig } from '../../infrastructure/files/file.repository';
import { PresignFileUploadQuery } from './presign-file-upload.query';

@QueryHandler(PresignFileUploadQuery)
export class PresignFileUploadHandler implements IQueryHandler<PresignFileUploadQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storages: FileStorages,
  ) {}

  async execute({ name, directory }: PresignFileUploadQuery): Promise<FilePresignedUrlVO> {
    // the type is refused now; the bytes are judged when the upload is recorded (POST /infra/file/create)
    const mime = mimeOfPath(name);
    if (mime === 'application/octet-stream')
      throw new BizError(InfraErrors.FILE_TYPE_NOT_ALLOWED, extensionOf(name) ? `.${extensionOf(name)}` : '（无扩展名）');
    const config = await masterFileConfig(this.em.fork());
    const client = this.storages.of(config);
    if (!client.presignedPut) throw BizError.of(InfraErrors.FILE_PRESIGNED_NOT_SUPPORTED);
    const path = storagePath(name, directory, new Date(), randomBytes(6).toString('hex'));
    return { configId: config.id, uploadUrl: await client.presignedPut(path, mime), url: this.storages.urlOf(config, path), path };
  }
}
