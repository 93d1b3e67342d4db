import type { PayRefundPageDto } from '../../http/pay-query.dto';
import { Query } from '@nestjs/cqrs';

/** The refunds of the page's filters as an xlsx workbook. */
export class ExportPayRefundsQuery extends Query<Buffer> {
  constructor(
    readonly tenantId: number,
    readonly filter: PayRefundPageDto,
  ) {
    super();
  }
}
