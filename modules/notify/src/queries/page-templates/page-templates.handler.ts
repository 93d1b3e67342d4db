import type { NotifyTemplateVO, PageResult } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyTemplateReadModel } from '../../infrastructure/notify-template.read-model';
import { PageNotifyTemplatesQuery } from './page-templates.query';

@QueryHandler(PageNotifyTemplatesQuery)
export class PageNotifyTemplatesHandler implements IQueryHandler<PageNotifyTemplatesQuery> {
  constructor(private readonly templates: NotifyTemplateReadModel) {}

  execute({ tenantId, filter }: PageNotifyTemplatesQuery): Promise<PageResult<NotifyTemplateVO>> {
    return this.templates.page(tenantId, filter, filter);
  }
}
