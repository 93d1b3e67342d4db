import { DataSeeder, type Seeder } from '@dha/server-core';
import { Injectable } from '@nestjs/common';

/** placeholder, filled below */
@Injectable()
@DataSeeder({ kind: 'demo', order: 30 })
export class CourseDemoSeeder implements Seeder {
  async seed(): Promise<void> {}
}
