import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FileConfig } from '../../domain/file/file.entity';
import { fileConfigFields, getFileConfig } from '../../infrastructure/files/file.repository';
import { SaveFileConfigCommand } from './save-file-config.command';

@CommandHandler(SaveFileConfigCommand)
export class SaveFileConfigHandler implements ICommandHandler<SaveFileConfigCommand, number> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: SaveFileConfigCommand): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      if ('id' in input) {
        const row = await getFileConfig(em, input.id, true);
        em.assign(row, fileConfigFields(input, row));
        await em.flush();
        return row.id;
      }
      const row = em.create(FileConfig, { ...fileConfigFields(input), master: !(await em.count(FileConfig, {})) });
      await em.flush();
      return row.id;
    });
  }
}
