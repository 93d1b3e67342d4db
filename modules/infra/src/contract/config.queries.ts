import { Query } from '@nestjs/cqrs';

/** The value of a configuration key, or null when the key is missing. */
export class GetConfigValueQuery extends Query<string | null> {
  constructor(readonly key: string) {
    super();
  }
}
