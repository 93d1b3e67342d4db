import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FileConfig, StoredFile } from '../../domain/file/file.entity';
import { FileStorages } from '../../infrastructure/files/file-storages';
import { getStoredFile } from '../../infrastructure/files/file.repository';
import { DeleteFilesCommand } from './delete-files.command';

@CommandHandler(DeleteFilesCommand)
export class DeleteFilesHandler implements ICommandHandler<DeleteFilesCommand, true> {
  constructor(
    private readonly em: EntityManager,
    private readonly storages: FileStorages,
  ) {}

  async execute({ ids }: DeleteFilesCommand): Promise<true> {
    const em = this.em.fork();
    const files = [];
    for (const id of [...new Set(ids)]) files.push(await getStoredFile(em, id));
    // the rows first (all or none): a row never names bytes that are gone
    await em.nativeDelete(StoredFile, { id: { $in: files.map((f) => f.id) } });
    for (const file of files) {
      const config = await em.findOne(FileConfig, { id: file.configId });
      if (config) await this.storages.of(config).delete(file.path);
    }
    return true;
  }
}
