import { ConfigType } from '@dha/contracts';
import { Config } from '../../domain';
import { configFields } from '../../domain/config-fields';
import { assertConfigKeyUnique } from '../../infrastructure/config.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { CreateConfigCommand } from './create-config.command';

@CommandHandler(CreateConfigCommand)
export class CreateConfigHandler implements ICommandHandler<CreateConfigCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ input }: CreateConfigCommand): Promise<number> {
    return this.writer.write('config', async (em) => {
      await assertConfigKeyUnique(em, input.key);
      const row = em.create(Config, { ...configFields(input), type: ConfigType.CUSTOM });
      await em.flush();
      return row.id;
    });
  }
}
