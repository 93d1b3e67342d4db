import type { TenantSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** The enabled tenant served under a website (or null). */
export class GetTenantByWebsiteQuery extends Query<TenantSimpleVO | null> {
  constructor(readonly website: string) {
    super();
  }
}
