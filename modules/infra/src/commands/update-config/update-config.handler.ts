import { ConfigType } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { configFields } from '../../domain/config-fields';
import { InfraErrors } from '../../infra.errors';
import { assertConfigKeyUnique, getConfig } from '../../infrastructure/config.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { UpdateConfigCommand } from './update-config.command';

@CommandHandler(UpdateConfigCommand)
export class UpdateConfigHandler implements ICommandHandler<UpdateConfigCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ input }: UpdateConfigCommand): Promise<true> {
    return this.writer.write('config', async (em) => {
      const row = await getConfig(em, input.id);
      // the product reads built-in parameters by key
      if (row.type === ConfigType.SYSTEM && input.key !== row.key) throw BizError.of(InfraErrors.CONFIG_SYSTEM_KEY_IMMUTABLE);
      await assertConfigKeyUnique(em, input.key, row.id);
      em.assign(row, configFields(input));
      return true as const;
    });
  }
}
