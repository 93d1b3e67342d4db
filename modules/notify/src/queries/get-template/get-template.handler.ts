import type { NotifyTemplateVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyTemplateReadModel } from '../../infrastructure/notify-template.read-model';
import { GetNotifyTemplateQuery } from './get-template.query';

@QueryHandler(GetNotifyTemplateQuery)
export class GetNotifyTemplateHandler implements IQueryHandler<GetNotifyTemplateQuery> {
  constructor(private readonly templates: NotifyTemplateReadModel) {}

  execute({ tenantId, id }: GetNotifyTemplateQuery): Promise<NotifyTemplateVO> {
    return this.templates.get(tenantId, id);
  }
}
