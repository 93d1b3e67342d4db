import { CommonStatus } from '@dha/contracts';
import { createTestApp, type TestApp } from '@dha/testing';
import { QueryBus } from '@nestjs/cqrs';
import { FindReviewerIdsQuery } from '../../../contract/reviewer.queries';
import { createUser, uniq } from '../../../testing';

describe('FindReviewerIdsQuery: the users of a tenant told of new and withdrawn signups', () => {
  let t: TestApp;
  const reviewers = (tenantId = 1) => t.app.get(QueryBus).execute(new FindReviewerIdsQuery(tenantId));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the enabled users holding an enabled role that grants the review (or super admin), never a teacher role', async () => {
    const [admin] = await t.sql<{ id: number }>(`select id from system_users where tenant_id = 1 and username = 'admin'`);
    const signupAdmin = await createUser(t, uniq('rvsa'), ['signup_admin']);
    const teacher = await createUser(t, uniq('rvct'), ['course_teacher']);
    const visitor = await createUser(t, uniq('rvv'));
    const disabled = await createUser(t, uniq('rvd'), ['signup_admin'], { status: CommonStatus.DISABLE });

    const ids = await reviewers();
    expect(ids).toEqual(expect.arrayContaining([admin!.id, signupAdmin]));
    expect(ids).not.toContain(teacher);
    expect(ids).not.toContain(visitor);
    expect(ids).not.toContain(disabled);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids); // in id order, each once

    // a disabled role grants nothing
    await t.sql(`update system_role set status = ? where tenant_id = 1 and code = 'signup_admin'`, [CommonStatus.DISABLE]);
    expect(await reviewers()).not.toContain(signupAdmin);
    expect(await reviewers()).toContain(admin!.id);
    // another tenant's reviewers are not this one's
    expect(await reviewers(999_999)).toEqual([]);
  });
});
