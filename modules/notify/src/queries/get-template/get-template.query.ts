import type { NotifyTemplateVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** One template of the tenant; 1_002_026_000 when there is none with that id. */
export class GetNotifyTemplateQuery extends Query<NotifyTemplateVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}
