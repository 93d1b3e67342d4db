import { Query } from '@nestjs/cqrs';
import type { FileVO } from '@dha/contracts';
/** One file. */
export class GetFileQuery extends Query<FileVO> {
  constructor(readonly id: number) {
    super();
  }
}
