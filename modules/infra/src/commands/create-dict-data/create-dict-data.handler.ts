import { DictData } from '../../domain';
import { dictDataFields } from '../../domain/dict-data-fields';
import { assertDictDataFits } from '../../infrastructure/dict.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { CreateDictDataCommand } from './create-dict-data.command';

@CommandHandler(CreateDictDataCommand)
export class CreateDictDataHandler implements ICommandHandler<CreateDictDataCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ input }: CreateDictDataCommand): Promise<number> {
    return this.writer.write('dict', async (em) => {
      await assertDictDataFits(em, input.dictType, input.value);
      const row = em.create(DictData, dictDataFields(input));
      await em.flush();
      return row.id;
    });
  }
}
