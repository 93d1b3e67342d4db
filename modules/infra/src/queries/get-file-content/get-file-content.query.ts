import { Query } from '@nestjs/cqrs';

/** A stored file's bytes and MIME type (public: GET /infra/file/{configId}/get/**); null when there is none. */
export class GetFileContentQuery extends Query<{ content: Buffer; mime: string } | null> {
  constructor(
    readonly configId: number,
    readonly path: string,
  ) {
    super();
  }
}
