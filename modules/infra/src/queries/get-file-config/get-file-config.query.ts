import { Query } from '@nestjs/cqrs';
import type { FileConfigVO } from '@dha/contracts';
/** One file configuration (its secret masked). */
export class GetFileConfigQuery extends Query<FileConfigVO> {
  constructor(readonly id: number) {
    super();
  }
}
