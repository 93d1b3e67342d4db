import { DataSeeder, type Seeder } from '@dha/server-core';
import { Injectable } from '@nestjs/common';

/** Demo signups of the demo visitors on the demo courses (idempotent). */
@Injectable()
@DataSeeder({ kind: 'demo', order: 40 })
export class SignupDemoSeeder implements Seeder {
  async seed(): Promise<void> {
    // filled in once the auth and course demo data can be looked up through their contracts
  }
}
