import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InfraErrors } from '../../infra.errors';
import { getFileConfig } from '../../infrastructure/files/file.repository';
import { DeleteFileConfigsCommand } from './delete-file-configs.command';

@CommandHandler(DeleteFileConfigsCommand)
export class DeleteFileConfigsHandler implements ICommandHandler<DeleteFileConfigsCommand, true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: DeleteFileConfigsCommand): Promise<true> {
    return this.em.fork().transactional(async (em) => {
      for (const id of [...new Set(ids)]) {
        const row = await getFileConfig(em, id, true);
        if (row.master) throw BizError.of(InfraErrors.FILE_CONFIG_DELETE_FAIL_MASTER);
        em.remove(row);
      }
      await em.flush();
      return true as const;
    });
  }
}
