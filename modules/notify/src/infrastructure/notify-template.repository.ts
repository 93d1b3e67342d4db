import { CommonStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotifyTemplate, type TemplateFields } from '../domain/notify-template.entity';
import { NotifyErrors } from '../notify.errors';
import type { TemplateSeed } from '../seed/base-templates';

/**
 * The writes of notify_template. A code is unique per tenant: a taken one is refused with
 * 1_002_026_001, checked first and by the unique key under a race.
 */
@Injectable()
export class NotifyTemplateRepository {
  constructor(private readonly em: EntityManager) {}

  /** Inserts a template of the tenant; answers its id. */
  async create(tenantId: number, operator: string, fields: TemplateFields): Promise<number> {
    const em = this.em.fork();
    await this.assertCodeFree(em, tenantId, fields.code);
    const template = em.create(NotifyTemplate, { ...fields, tenantId, creator: operator, updater: operator } as NotifyTemplate);
    await this.flush(em, fields.code);
    return template.id;
  }

  /** Changes a template of the tenant; 1_002_026_000 when it has none with that id. */
  async update(tenantId: number, id: number, operator: string, fields: TemplateFields): Promise<void> {
    const em = this.em.fork();
    const template = await em.findOne(NotifyTemplate, { id, tenantId });
    if (!template) throw BizError.of(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
    if (template.code !== fields.code) await this.assertCodeFree(em, tenantId, fields.code);
    em.assign(template, { ...fields, updater: operator });
    await this.flush(em, fields.code);
  }

  /** Deletes templates of the tenant, all or none: one id it does not have refuses the lot with 1_002_026_000. */
  async deleteAll(tenantId: number, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.em.fork().transactional(async (em) => {
      const found = await em.find(NotifyTemplate, { id: { $in: unique }, tenantId });
      if (found.length !== unique.length) throw BizError.of(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
      await em.remove(found).flush();
    });
  }

  /** Inserts the seeds whose code the tenant lacks, enabled; an existing one is left as it is. */
  async insertMissing(tenantId: number, seeds: readonly TemplateSeed[]): Promise<void> {
    const em = this.em.fork();
    for (const t of seeds) {
      await em.execute(
        `insert into notify_template (tenant_id, name, code, nickname, content, type, status, remark, creator, updater, create_time, update_time)
         values (?, ?, ?, ?, ?, ?, ?, ?, '', '', now(), now())
         on conflict (tenant_id, code) do nothing`,
        [tenantId, t.name, t.code, t.nickname, t.content, t.type, CommonStatus.ENABLE, t.remark],
      );
    }
  }

  private async assertCodeFree(em: EntityManager, tenantId: number, code: string): Promise<void> {
    if (await em.count(NotifyTemplate, { tenantId, code })) throw new BizError(NotifyErrors.NOTIFY_TEMPLATE_CODE_DUPLICATE, code);
  }

  private async flush(em: EntityManager, code: string): Promise<void> {
    try {
      await em.flush();
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw new BizError(NotifyErrors.NOTIFY_TEMPLATE_CODE_DUPLICATE, code);
      throw e;
    }
  }
}
