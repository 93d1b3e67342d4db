import { Query } from '@nestjs/cqrs';
import type { FileConfigVO, PageResult } from '@dha/contracts';
import type { FileConfigPageDto } from '../../http/file.dto';
/** A page of file configurations. */
export class PageFileConfigsQuery extends Query<PageResult<FileConfigVO>> {
  constructor(readonly filter: FileConfigPageDto) {
    super();
  }
}
