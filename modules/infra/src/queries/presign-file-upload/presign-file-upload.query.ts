import { Query } from '@nestjs/cqrs';
import type { FilePresignedUrlVO } from '@dha/contracts';
/** A presigned PUT URL on the master configuration (S3 only), for a file of this name. */
export class PresignFileUploadQuery extends Query<FilePresignedUrlVO> {
  constructor(
    readonly name: string,
    readonly directory: string | undefined,
  ) {
    super();
  }
}
