import type { AuthenticatedRequest } from '@dha/server-core';
import { type AuthPermissionInfo, CommonStatus, COURSE_ROUTE_ROLES, type MenuVO, Permissions, RoleCode } from '@dha/contracts';
import { Public, RequireAllRoles, RequireAnyPermission, RequireAnyRole, RequirePermissions } from '@dha/server-core';
import { createTestApp, type TestApp } from '@dha/testing';
import type { ExecutionContext } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { accessChanged, loginAs } from '@dha/system/testing';
import { AuthGuard } from './auth.guard';

/** A controller that exists only in this test: the guard reads its decorators like any other. */
class MatrixController {
  @Public() open(): void {}
  loggedIn(): void {}
  @RequireAnyRole(...COURSE_ROUTE_ROLES.review) review(): void {}
  @RequireAnyRole(...COURSE_ROUTE_ROLES.signuprecord) signuprecord(): void {}
  @RequireAnyRole(...COURSE_ROUTE_ROLES['signup-rep']) signupRep(): void {}
  @RequireAnyRole(...COURSE_ROUTE_ROLES.location) location(): void {}
  @RequireAllRoles(RoleCode.SIGNUP_ADMIN, RoleCode.COURSE_TEACHER) bothRoles(): void {}
  @RequireAnyPermission(Permissions.signup.review, Permissions.signup.complete) reviewOrComplete(): void {}
  @RequirePermissions(Permissions.course.create, Permissions.course.delete) createAndDelete(): void {}
  @RequirePermissions(Permissions.signup.createFor) createFor(): void {}
  @RequirePermissions(Permissions.location.update) locationUpdate(): void {}
}
type Handler = Exclude<keyof MatrixController, 'open'>;

const STAFF = [
  RoleCode.SUPER_ADMIN,
  RoleCode.DEPT_ADMIN,
  RoleCode.AREA_ADMIN,
  RoleCode.OFFICE_ADMIN,
  RoleCode.SIGNUP_ADMIN,
  RoleCode.COURSE_TEACHER,
  RoleCode.OTHER_TEACHER,
] as const;
const ALL_ROLES = [...STAFF, RoleCode.COMMON] as const;

/**
 * Expected outcome per handler and role (spec §6 route table; permissions as the seed grants them).
 * A route asking only for a login is staff's: a visitor reaches only those the client area calls.
 */
const EXPECTED: Record<Handler, readonly string[]> = {
  loggedIn: STAFF,
  review: COURSE_ROUTE_ROLES.review,
  signuprecord: COURSE_ROUTE_ROLES.signuprecord,
  signupRep: COURSE_ROUTE_ROLES['signup-rep'],
  location: COURSE_ROUTE_ROLES.location,
  bothRoles: [RoleCode.SUPER_ADMIN],
  // every staff role but the other teacher (its menus grant neither review nor completion)
  reviewOrComplete: STAFF.filter((role) => role !== RoleCode.OTHER_TEACHER),
  createAndDelete: [RoleCode.SUPER_ADMIN, RoleCode.DEPT_ADMIN, RoleCode.AREA_ADMIN, RoleCode.OFFICE_ADMIN],
  createFor: COURSE_ROUTE_ROLES['signup-rep'],
  locationUpdate: COURSE_ROUTE_ROLES.location,
};

describe('the global guard', () => {
  let t: TestApp;
  let guard: AuthGuard;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    guard = t.app.get(AuthGuard, { strict: false });
    for (const role of ALL_ROLES) tokens.set(role, await loginAs(t, `m${role.replace(/_/g, '')}`.slice(0, 30), [role]));
    tokens.set('none', await loginAs(t, 'mnoroles', []));
  });
  afterAll(() => t.close());

  const context = (
    handler: keyof MatrixController,
    headers: Record<string, string>,
  ): { ctx: ExecutionContext; req: AuthenticatedRequest } => {
    const req = { headers, ip: '127.0.0.1' } as unknown as AuthenticatedRequest;
    const ctx = new ExecutionContextHost([req, {}], MatrixController, MatrixController.prototype[handler]);
    ctx.setType('http');
    return { ctx, req };
  };
  const outcome = async (handler: keyof MatrixController, token?: string, tenant = '1'): Promise<number> => {
    // the console always names its tenant; a call without one is tenant-header.spec.ts's
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (tenant) headers['tenant-id'] = tenant;
    try {
      await guard.canActivate(context(handler, headers).ctx);
      return 0;
    } catch (error) {
      return (error as { code: number }).code;
    }
  };

  it.each(Object.keys(EXPECTED) as Handler[])('%s: each seeded role passes or gets 403 as spec §6 says', async (handler) => {
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const role of ALL_ROLES) {
      got[role] = await outcome(handler, tokens.get(role));
      want[role] = EXPECTED[handler].includes(role) ? 0 : 403;
    }
    got.none = await outcome(handler, tokens.get('none'));
    // no role at all is no staff either
    want.none = 403;
    expect(got).toEqual(want);
    expect(await outcome(handler)).toBe(401);
  });

  it('a public handler passes without a token and still attaches the user of a valid one', async () => {
    expect(await outcome('open')).toBe(0);
    const { ctx, req } = context('open', { authorization: `Bearer ${tokens.get(RoleCode.COMMON)}` });
    await guard.canActivate(ctx);
    expect(req.user?.roles).toEqual([RoleCode.COMMON]);
    expect(req.user?.username).toBe('mcommon');
    const anonymous = context('open', { authorization: 'Bearer 0123456789abcdef0123456789abcdef', 'tenant-id': '1' });
    expect(await guard.canActivate(anonymous.ctx)).toBe(true);
    expect(anonymous.req.user).toBeUndefined();
  });

  it('checks the tenant header before the roles', async () => {
    expect(await outcome('loggedIn', tokens.get(RoleCode.SUPER_ADMIN), '2')).toBe(403);
    expect(await outcome('loggedIn', tokens.get(RoleCode.SUPER_ADMIN), '1')).toBe(0);
  });

  it('a disabled role grants nothing at the next request', async () => {
    await t.sql(`update system_role set status = ${CommonStatus.DISABLE} where code = 'signup_admin'`);
    await accessChanged(t);
    try {
      expect(await outcome('signupRep', tokens.get(RoleCode.SIGNUP_ADMIN))).toBe(403);
      // with no enabled role left, the account is a visitor's: the staff's login-only routes refuse it too
      expect(await outcome('loggedIn', tokens.get(RoleCode.SIGNUP_ADMIN))).toBe(403);
    } finally {
      await t.sql(`update system_role set status = ${CommonStatus.ENABLE} where code = 'signup_admin'`);
      await accessChanged(t);
    }
    expect(await outcome('signupRep', tokens.get(RoleCode.SIGNUP_ADMIN))).toBe(0);
  });

  it('answers 403 through HTTP too (the profile call needs only a login; the guard runs on every route)', async () => {
    const result = await t.api.get('/system/user/getMyProfileInfo', { token: tokens.get(RoleCode.COMMON), tenantId: 7 });
    expect(result).toEqual({ code: 403, msg: '您无权访问该租户的数据', data: null });
  });

  describe('get-permission-info per role', () => {
    const info = async (role: string): Promise<AuthPermissionInfo> => {
      const result = await t.api.get<AuthPermissionInfo>('/system/auth/get-permission-info', { token: tokens.get(role) });
      expect(result.code).toBe(0);
      return result.data!;
    };
    const flatten = (menus: MenuVO[]): MenuVO[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);

    it.each(Object.entries(COURSE_ROUTE_ROLES))(
      'the hidden /course route %s is in the menus of exactly its roles',
      async (route, allowed) => {
        for (const role of ALL_ROLES) {
          const menus = flatten((await info(role)).menus);
          const has = menus.some((m) => m.path === route || m.path.startsWith(`${route}/`));
          expect({ role, has }).toEqual({ role, has: (allowed as readonly string[]).includes(role) });
        }
      },
    );

    it('super_admin: every menu, every permission and *:*:*', async () => {
      const data = await info(RoleCode.SUPER_ADMIN);
      expect(data.roles).toEqual([RoleCode.SUPER_ADMIN]);
      expect(data.permissions.filter((p) => p === '*:*:*')).toHaveLength(1);
      expect(data.permissions).toEqual(
        expect.arrayContaining([Permissions.signup.review, Permissions.dict.query, Permissions.config.update]),
      );
      expect(data.menus.map((m) => m.path)).toEqual(['/course', '/system', '/infra', '/pay', '/mp']);
      const all = flatten(data.menus);
      expect(all.find((m) => m.componentName === 'CourseManager')).toMatchObject({ component: 'course/manager/index', visible: true });
      expect(all.find((m) => m.path === 'review')).toMatchObject({ visible: true, keepAlive: false });
      expect(all.find((m) => m.path === 'detail')).toMatchObject({ visible: false });
      expect(data.user).toMatchObject({ username: 'msuperadmin', nickname: 'msuperadmin', avatar: '', deptId: null, email: '' });
    });

    it('the tree leaves out buttons and disabled menus, is sorted, and has no children key on leaves', async () => {
      const data = await info(RoleCode.SUPER_ADMIN);
      const all = flatten(data.menus);
      for (const m of all) {
        expect(Object.keys(m)).not.toEqual(expect.arrayContaining(['type', 'permission', 'status', 'sort']));
        if (m.children) expect(m.children.length).toBeGreaterThan(0);
      }
      expect(all.some((m) => m.name.endsWith('新增'))).toBe(false);
      const course = data.menus[0]!;
      expect(course.children!.map((c) => c.path).slice(0, 4)).toEqual(['code', 'type', 'manager', 'signup-manager']);
      await t.sql(`update system_menu set status = ${CommonStatus.DISABLE} where path = '/pay'`);
      await accessChanged(t);
      try {
        expect((await info(RoleCode.SUPER_ADMIN)).menus.map((m) => m.path)).not.toContain('/pay');
        expect(flatten((await info(RoleCode.SUPER_ADMIN)).menus).some((m) => m.path === 'merchant')).toBe(false);
      } finally {
        await t.sql(`update system_menu set status = ${CommonStatus.ENABLE} where path = '/pay'`);
        await accessChanged(t);
      }
    });

    it('a course teacher finds the review queue in the sidebar (a visible entry under 课程管理)', async () => {
      const data = await info(RoleCode.COURSE_TEACHER);
      expect(data.menus.map((m) => m.path)).toEqual(['/course']);
      const visible = data.menus[0]!.children!.filter((m) => m.visible).map((m) => m.path);
      expect(visible).toEqual(['review']);
    });

    it('other_teacher sees signuprecord but not review, and only the signup query permission', async () => {
      const data = await info(RoleCode.OTHER_TEACHER);
      expect(data.roles).toEqual([RoleCode.OTHER_TEACHER]);
      expect(data.permissions).toEqual([Permissions.signup.query]);
      expect(data.menus).toHaveLength(1);
      expect(data.menus[0]!.children!.map((m) => m.path)).toEqual(['signuprecord/:courseId']);
    });

    it('course management menus and course:* permissions belong to the admins', async () => {
      for (const role of [RoleCode.DEPT_ADMIN, RoleCode.AREA_ADMIN, RoleCode.OFFICE_ADMIN]) {
        const data = await info(role);
        expect(data.permissions).toEqual(
          expect.arrayContaining([
            ...Object.values(Permissions.course),
            ...Object.values(Permissions.courseType),
            ...Object.values(Permissions.courseCode),
          ]),
        );
        expect(flatten(data.menus).map((m) => m.componentName)).toEqual(
          expect.arrayContaining(['CourseCode', 'CourseType', 'CourseManager', 'SignupManager']),
        );
        expect(data.permissions).not.toContain('*:*:*');
        // and 用户管理 (they create the teacher accounts), the only page of 系统管理 they hold
        expect(data.menus.map((m) => m.path)).toEqual(['/course', '/system']);
        expect(data.menus[1]!.children!.map((m) => m.componentName)).toEqual(['SystemUser']);
      }
      for (const role of [RoleCode.SIGNUP_ADMIN, RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER]) {
        const data = await info(role);
        expect(data.permissions).not.toContain(Permissions.course.create);
        expect(flatten(data.menus).map((m) => m.componentName)).not.toContain('CourseManager');
      }
    });

    it('reviewers get the signup permissions; common and a user without roles get nothing', async () => {
      for (const role of [RoleCode.SIGNUP_ADMIN, RoleCode.COURSE_TEACHER]) {
        expect((await info(role)).permissions).toEqual(
          expect.arrayContaining([Permissions.signup.query, Permissions.signup.review, Permissions.signup.complete]),
        );
      }
      expect((await info(RoleCode.COURSE_TEACHER)).permissions).not.toContain(Permissions.signup.createFor);
      expect(await info(RoleCode.COMMON)).toMatchObject({ roles: [RoleCode.COMMON], permissions: [], menus: [] });
      expect(await info('none')).toMatchObject({ roles: [], permissions: [], menus: [] });
    });
  });
});
