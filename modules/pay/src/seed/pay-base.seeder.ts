import { DataSeeder, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ensureCourseApp } from '../infrastructure/pay-app.repository';

/** The default tenant's course-fee app with its wallet (enabled) and mock (disabled) channels; idempotent, never overwrites. */
@Injectable()
@DataSeeder({ kind: 'base', order: 35 })
export class PayBaseSeeder implements Seeder {
  constructor(private readonly em: EntityManager) {}

  async seed(): Promise<void> {
    await this.em.fork().transactional((em) => ensureCourseApp(em, 1));
  }
}
