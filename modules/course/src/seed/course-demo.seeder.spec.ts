/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { RoleCode } from '@dha/contracts';
import { FindUserIdsByUsernamesQuery } from '@dha/system';
import { createTestApp, type TestApp } from '@dha/testing';
import { QueryBus } from '@nestjs/cqrs';
import { FindCourseIdsByCodesQuery } from '../contract';
import { createUser } from '@dha/system/testing';
import { CourseDemoSeeder } from './course-demo.seeder';

describe('course demo seeder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds a centre, types with code series and published courses across statuses, once', async () => {
    const teacher1 = await createUser(t, 'teacher1', [RoleCode.COURSE_TEACHER]);
    const teacher2 = await createUser(t, 'teacher2', [RoleCode.OTHER_TEACHER]);
    const bus = t.app.get(QueryBus);
    expect(await bus.execute(new FindUserIdsByUsernamesQuery(1, ['teacher1', 'teacher2', 'nobody']))).toEqual({ teacher1, teacher2 });

    const seeder = t.app.get(CourseDemoSeeder);
    await seeder.seed();
    await seeder.seed();

    const counts = await t.sql<{ courses: string; types: string; series: string; centres: string }>(
      `select (select count(*) from course_course) courses, (select count(*) from course_type) types,
              (select count(*) from course_code_series) series, (select count(*) from course_location) centres`,
    );
    expect(counts[0]).toEqual({ courses: '7', types: '5', series: '5', centres: '1' });

    const page = await t.api.get<any>('/client/course/page', { query: { pageSize: 50 } });
    expect(page.data.total).toBe(7);
    const byCode = new Map<string, any>(page.data.list.map((c: any) => [c.code, c]));
    expect(byCode.get('DEMO-2026-001')).toMatchObject({
      status: 10,
      signupOpen: true,
      formalStudentQuota: 10,
      candidateStudentQuota: 5,
      teacherNames: ['teacher1'],
    });
    expect(byCode.get('DEMO-2026-002')).toMatchObject({ signupOpen: true, needTeacherAudit: false });
    expect(byCode.get('DEMO-2026-005')).toMatchObject({ status: 40, signupOpen: false });
    expect(byCode.get('DEMO-2026-006')).toMatchObject({ status: 20, signupOpen: false });
    expect(byCode.get('DEMO-2026-007').teachers).toEqual([]);
    expect(byCode.get('DEMO-2026-001').locationName).toContain('DHA');

    const ids = await bus.execute(new FindCourseIdsByCodesQuery(1, ['DEMO-2026-001', 'NOPE']));
    expect(Object.keys(ids)).toEqual(['DEMO-2026-001']);

    const centres = await t.api.get<any>('/client/location/list');
    expect(centres.data[0].trafficGuide).toContain('徐家汇站');
  });
});
