import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { getFileConfig } from '../../infrastructure/files/file.repository';
import { UpdateFileConfigMasterCommand } from './update-file-config-master.command';

@CommandHandler(UpdateFileConfigMasterCommand)
export class UpdateFileConfigMasterHandler implements ICommandHandler<UpdateFileConfigMasterCommand, true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: UpdateFileConfigMasterCommand): Promise<true> {
    return this.em.fork().transactional(async (em) => {
      // every row locked in id order: two switches at once apply one after the other, one master remains
      await em.execute(`select id from infra_file_config order by id for update`);
      await getFileConfig(em, id);
      await em.execute(`update infra_file_config set master = (id = ?), update_time = now()`, [id]);
      return true as const;
    });
  }
}
