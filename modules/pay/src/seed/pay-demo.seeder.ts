import { COURSE_PAY_APP_KEY, CommonStatus, PayChannelCode } from '@dha/contracts';
import { DataSeeder, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { enableChannel } from '../infrastructure/pay-app.repository';

/** Demo data: the course app's mock channel enabled, so demo fees can be "paid" without money. */
@Injectable()
@DataSeeder({ kind: 'demo', order: 35 })
export class PayDemoSeeder implements Seeder {
  constructor(private readonly em: EntityManager) {}

  async seed(): Promise<void> {
    await enableChannel(this.em.fork(), 1, COURSE_PAY_APP_KEY, PayChannelCode.MOCK, CommonStatus.ENABLE);
  }
}
