import { DataSeeder, type Seeder } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import { SYSTEM_TENANT_ID } from '../domain/notify-template.entity';
import { NotifyTemplateRepository } from '../infrastructure/notify-template.repository';
import { BASE_TEMPLATES } from './base-templates';

/**
 * Base templates (every start, idempotent): a missing code is inserted; an existing one is left
 * as it is, so an admin's edits (wording, turning one off) survive restarts.
 */
@Injectable()
@DataSeeder({ kind: 'base', order: 50 })
export class NotifyTemplateSeeder implements Seeder {
  constructor(private readonly templates: NotifyTemplateRepository) {}

  seed(): Promise<void> {
    return this.templates.insertMissing(SYSTEM_TENANT_ID, BASE_TEMPLATES);
  }
}
