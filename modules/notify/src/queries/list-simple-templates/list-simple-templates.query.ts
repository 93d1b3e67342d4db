import type { NotifyTemplateSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** Every template of the tenant as {id, name, code} (for selects). */
export class ListNotifyTemplatesSimpleQuery extends Query<NotifyTemplateSimpleVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}
