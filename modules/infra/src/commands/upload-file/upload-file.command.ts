import type { FileVO } from '@dha/contracts';
import { Command } from '@nestjs/cqrs';

/** Stores an upload on the master configuration once its bytes match its type; answers the file. */
export class UploadFileCommand extends Command<FileVO> {
  constructor(
    readonly name: string,
    readonly content: Buffer,
    readonly directory: string | undefined,
    readonly creatorId: number,
  ) {
    super();
  }
}
