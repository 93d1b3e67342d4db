import type { NotifyTemplateSimpleVO, NotifyTemplateVO, PageResult } from '@dha/contracts';
import { BizError, pageOf } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotifyTemplate } from '../notify-template.entity';
import { NotifyErrors } from '../notify.errors';
import { templateParams } from '../template-content';
import type { NotifyTemplatePageDto } from './template-page.dto';

export class GetNotifyTemplateQuery extends Query<NotifyTemplateVO> {
  constructor(
    readonly tenantId: number,
    readonly id: number,
  ) {
    super();
  }
}

export class PageNotifyTemplatesQuery extends Query<PageResult<NotifyTemplateVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: NotifyTemplatePageDto,
  ) {
    super();
  }
}

/** Every template of the tenant as {id, name, code} (for selects). */
export class ListNotifyTemplatesSimpleQuery extends Query<NotifyTemplateSimpleVO[]> {
  constructor(readonly tenantId: number) {
    super();
  }
}

export function toTemplateVO(t: NotifyTemplate): NotifyTemplateVO {
  return {
    id: t.id,
    name: t.name,
    code: t.code,
    type: t.type,
    nickname: t.nickname,
    content: t.content,
    params: templateParams(t.content),
    status: t.status,
    remark: t.remark,
    createTime: t.createTime.getTime(),
  };
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(GetNotifyTemplateQuery)
export class GetNotifyTemplateHandler implements IQueryHandler<GetNotifyTemplateQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetNotifyTemplateQuery): Promise<NotifyTemplateVO> {
    const template = await this.em.fork().findOne(NotifyTemplate, { id, tenantId });
    if (!template) throw BizError.of(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
    return toTemplateVO(template);
  }
}

@QueryHandler(PageNotifyTemplatesQuery)
export class PageNotifyTemplatesHandler implements IQueryHandler<PageNotifyTemplatesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: PageNotifyTemplatesQuery): Promise<PageResult<NotifyTemplateVO>> {
    const where: FilterQuery<NotifyTemplate> = { tenantId };
    if (filter.code) where.code = { $ilike: `%${escapeLike(filter.code)}%` };
    if (filter.name) where.name = { $ilike: `%${escapeLike(filter.name)}%` };
    if (filter.status !== undefined) where.status = filter.status;
    const created = filter.createTimeCondition();
    if (created) where.createTime = created;
    const [rows, total] = await this.em.fork().findAndCount(NotifyTemplate, where, {
      orderBy: { id: 'desc' },
      limit: filter.pageSize,
      offset: filter.offset,
    });
    return pageOf(rows.map(toTemplateVO), total);
  }
}

@QueryHandler(ListNotifyTemplatesSimpleQuery)
export class ListNotifyTemplatesSimpleHandler implements IQueryHandler<ListNotifyTemplatesSimpleQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId }: ListNotifyTemplatesSimpleQuery): Promise<NotifyTemplateSimpleVO[]> {
    const rows = await this.em.fork().find(NotifyTemplate, { tenantId }, { orderBy: { id: 'asc' } });
    return rows.map((t) => ({ id: t.id, name: t.name, code: t.code }));
  }
}
