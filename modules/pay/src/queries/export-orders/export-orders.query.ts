import type { PayOrderPageDto } from '../../http/pay-query.dto';
import { Query } from '@nestjs/cqrs';

/** The orders of the page's filters as an xlsx workbook (at most EXPORT_MAX rows). */
export class ExportPayOrdersQuery extends Query<Buffer> {
  constructor(
    readonly tenantId: number,
    readonly filter: PayOrderPageDto,
  ) {
    super();
  }
}
