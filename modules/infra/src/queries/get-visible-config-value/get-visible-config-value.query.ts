import { Query } from '@nestjs/cqrs';

/** A configuration value for a client: null when missing, 1_001_000_004 when the key is not visible. */
export class GetVisibleConfigValueQuery extends Query<string | null> {
  constructor(readonly key: string) {
    super();
  }
}
