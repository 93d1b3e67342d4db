import type { NotifyTemplateVO, PageResult } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { NotifyTemplatePageDto } from './page-templates.dto';

/** The tenant's templates, newest first. */
export class PageNotifyTemplatesQuery extends Query<PageResult<NotifyTemplateVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: NotifyTemplatePageDto,
  ) {
    super();
  }
}
