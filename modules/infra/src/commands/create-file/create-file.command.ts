import type { FileCreateDto } from '../../http/file.dto';
import { Command } from '@nestjs/cqrs';

/** Records a file the browser stored itself through a presigned URL. */
export class CreateFileCommand extends Command<number> {
  constructor(
    readonly input: FileCreateDto,
    readonly creatorId: number,
  ) {
    super();
  }
}
