import { CommonStatus } from '@dha/contracts';
import { DataSeeder, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BASE_TEMPLATES } from './base-templates';

/** The system tenant, whose templates serve every tenant without its own. */
const SYSTEM_TENANT_ID = 1;

/**
 * Base templates (every start, idempotent): a missing code is inserted; an existing one is left
 * as it is, so an admin's edits (wording, turning one off) survive restarts.
 */
@Injectable()
@DataSeeder({ kind: 'base', order: 50 })
export class NotifyTemplateSeeder implements Seeder {
  constructor(private readonly em: EntityManager) {}

  async seed(): Promise<void> {
    const em = this.em.fork();
    for (const t of BASE_TEMPLATES) {
      await em.execute(
        `insert into notify_template (tenant_id, name, code, nickname, content, type, status, remark, creator, updater, create_time, update_time)
         values (?, ?, ?, ?, ?, ?, ?, ?, '', '', now(), now())
         on conflict (tenant_id, code) do nothing`,
        [SYSTEM_TENANT_ID, t.name, t.code, t.nickname, t.content, t.type, CommonStatus.ENABLE, t.remark],
      );
    }
  }
}
