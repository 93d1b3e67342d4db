import { FindUserIdsByUsernamesQuery, GetUserProfileQuery } from '@dha/system';
import { FindCourseIdsByCodesQuery } from '@dha/course';
import { OfferType, type OfferTypeValue } from '@dha/contracts';
import { DataSeeder, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SignupTransitions } from '../application/signup-transitions.service';
import type { Signup, Transition } from '../domain/signup.aggregate';
import { SignupRepository } from '../infrastructure/signup.repository';

const TENANT = 1;
type Step = 'pass' | 'approveFormal' | 'approveCandidate' | 'confirm' | 'reject' | 'withdraw';

/** Each demo signup: who, which course, and the steps after submission (with the acting account). */
const DEMO: Array<{ user: string; course: string; steps: Array<[Step, string]> }> = [
  { user: 'visitor1', course: 'DEMO-2026-001', steps: [] },
  { user: 'visitor2', course: 'DEMO-2026-001', steps: [['pass', 'signupadmin']] },
  {
    user: 'visitor3',
    course: 'DEMO-2026-001',
    steps: [
      ['pass', 'signupadmin'],
      ['approveFormal', 'teacher1'],
    ],
  },
  {
    user: 'visitor4',
    course: 'DEMO-2026-001',
    steps: [
      ['pass', 'signupadmin'],
      ['approveFormal', 'teacher1'],
      ['confirm', 'visitor4'],
    ],
  },
  {
    user: 'visitor5',
    course: 'DEMO-2026-001',
    steps: [
      ['pass', 'signupadmin'],
      ['approveCandidate', 'teacher1'],
      ['confirm', 'visitor5'],
    ],
  },
  { user: 'visitor1', course: 'DEMO-2026-002', steps: [['reject', 'signupadmin']] },
  { user: 'visitor2', course: 'DEMO-2026-002', steps: [['withdraw', 'visitor2']] },
  { user: 'visitor3', course: 'DEMO-2026-002', steps: [['pass', 'signupadmin']] },
  { user: 'visitor4', course: 'DEMO-2026-003', steps: [] },
];

function decide(step: Step, signup: Signup): Transition {
  const offer = (o: OfferTypeValue): Transition => signup.approve(o);
  switch (step) {
    case 'pass':
      return signup.pass(true, null);
    case 'approveFormal':
      return offer(OfferType.FORMAL);
    case 'approveCandidate':
      return offer(OfferType.CANDIDATE);
    case 'confirm':
      return signup.confirm();
    case 'reject':
      return signup.reject();
    case 'withdraw':
      return signup.withdraw();
  }
}

/**
 * Demo signups of the demo visitors on the demo courses, in different statuses, made through the
 * same workflow as real ones (history and events included). Idempotent: a person who already has a
 * signup for that course is left alone; missing demo users or courses are skipped.
 */
@Injectable()
@DataSeeder({ kind: 'demo', order: 40 })
export class SignupDemoSeeder implements Seeder {
  private readonly logger = new Logger(SignupDemoSeeder.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly transitions: SignupTransitions,
    private readonly signups: SignupRepository,
  ) {}

  async seed(): Promise<void> {
    const usernames = [...new Set(DEMO.flatMap((d) => [d.user, ...d.steps.map(([, who]) => who)]))];
    const [users, courses] = await Promise.all([
      this.queryBus.execute(new FindUserIdsByUsernamesQuery(TENANT, usernames)),
      this.queryBus.execute(new FindCourseIdsByCodesQuery(TENANT, [...new Set(DEMO.map((d) => d.course))])),
    ]);
    let made = 0;
    for (const d of DEMO) {
      const userId = users[d.user];
      const courseId = courses[d.course];
      if (!userId || !courseId) continue;
      if (await this.signups.exists(this.em.fork(), courseId, userId)) continue;
      const profile = await this.queryBus.execute(new GetUserProfileQuery(userId));
      if (!profile) continue;
      const id = await this.signups.insertSubmitted(this.em, {
        tenantId: TENANT,
        courseId,
        userId,
        participantKind: 0,
        identity: '2',
        remark: '演示数据',
        username: profile.username,
        realName: profile.realName,
        mobile: profile.mobile,
        createdBy: null,
        operatorId: userId,
      });
      if (id === null) continue;
      for (const [step, who] of d.steps) {
        const row = await this.signups.findById(this.em.fork(), id);
        await this.transitions.run({
          id,
          version: row!.version,
          operatorId: users[who] ?? null,
          remark: '演示数据',
          decide: (signup) => decide(step, signup),
        });
      }
      made++;
    }
    this.logger.log(`demo signups: ${made} made`);
  }
}
