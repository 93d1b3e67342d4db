import type { PageResult, PayAppPageItemVO } from '@dha/contracts';
import type { PayAppPageDto } from '../../http/pay-app.dto';
import { Query } from '@nestjs/cqrs';

/** The apps of a tenant, each with the codes of its channels (the app page's matrix). */
export class PagePayAppsQuery extends Query<PageResult<PayAppPageItemVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: PayAppPageDto,
  ) {
    super();
  }
}
