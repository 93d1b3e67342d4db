import { Query } from '@nestjs/cqrs';
import type { FileVO, PageResult } from '@dha/contracts';
import type { FilePageDto } from '../../http/file.dto';
/** A page of files, newest first. */
export class PageFilesQuery extends Query<PageResult<FileVO>> {
  constructor(readonly filter: FilePageDto) {
    super();
  }
}
