import { dictDataFields } from '../../domain/dict-data-fields';
import { assertDictDataFits, getDictData } from '../../infrastructure/dict.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { UpdateDictDataCommand } from './update-dict-data.command';

@CommandHandler(UpdateDictDataCommand)
export class UpdateDictDataHandler implements ICommandHandler<UpdateDictDataCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ input }: UpdateDictDataCommand): Promise<true> {
    return this.writer.write('dict', async (em) => {
      const row = await getDictData(em, input.id);
      await assertDictDataFits(em, input.dictType, input.value, row.id);
      em.assign(row, dictDataFields(input));
      return true as const;
    });
  }
}
