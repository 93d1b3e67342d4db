import type { NotifyTemplateSimpleVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyTemplateReadModel } from '../../infrastructure/notify-template.read-model';
import { ListNotifyTemplatesSimpleQuery } from './list-simple-templates.query';

@QueryHandler(ListNotifyTemplatesSimpleQuery)
export class ListNotifyTemplatesSimpleHandler implements IQueryHandler<ListNotifyTemplatesSimpleQuery> {
  constructor(private readonly templates: NotifyTemplateReadModel) {}

  execute({ tenantId }: ListNotifyTemplatesSimpleQuery): Promise<NotifyTemplateSimpleVO[]> {
    return this.templates.simpleList(tenantId);
  }
}
