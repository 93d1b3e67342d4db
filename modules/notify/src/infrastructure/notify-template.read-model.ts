import type { NotifyTemplateSimpleVO, NotifyTemplateVO, PageResult } from '@dha/contracts';
import { BizError, pageOf, CreateTimePageDto } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotifyTemplate } from '../domain/notify-template.entity';
import { templateParams } from '../domain/template-content';

import { NotifyErrors } from '../notify.errors';

/** What the template page filters on: code and name contain, status equals. */
export interface TemplateCriteria {
  code?: string;
  name?: string;
  status?: number;
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

/** The reads of notify_template behind the template queries (a tenant sees its own templates). */
@Injectable()
export class NotifyTemplateReadModel {
  constructor(private readonly em: EntityManager) {}

  /** One template; 1_002_026_000 when the tenant has none with that id. */
  async get(tenantId: number, id: number): Promise<NotifyTemplateVO> {
    const template = await this.em.fork().findOne(NotifyTemplate, { id, tenantId });
    if (!template) throw BizError.of(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
    return toTemplateVO(template);
  }

  /** Newest first. */
  async page(tenantId: number, criteria: TemplateCriteria, range: CreateTimePageDto): Promise<PageResult<NotifyTemplateVO>> {
    const where: FilterQuery<NotifyTemplate> = { tenantId };
    if (criteria.code) where.code = { $ilike: `%${escapeLike(criteria.code)}%` };
    if (criteria.name) where.name = { $ilike: `%${escapeLike(criteria.name)}%` };
    if (criteria.status !== undefined) where.status = criteria.status;
    const created = range.createTimeCondition();
    if (created) where.createTime = created;
    const [rows, total] = await this.em.fork().findAndCount(NotifyTemplate, where, {
      orderBy: { id: 'desc' },
      limit: range.pageSize,
      offset: range.offset,
    });
    return pageOf(rows.map(toTemplateVO), total);
  }

  /** Every template of the tenant as {id, name, code} (for selects), oldest first. */
  async simpleList(tenantId: number): Promise<NotifyTemplateSimpleVO[]> {
    const rows = await this.em.fork().find(NotifyTemplate, { tenantId }, { orderBy: { id: 'asc' } });
    return rows.map((t) => ({ id: t.id, name: t.name, code: t.code }));
  }
}
