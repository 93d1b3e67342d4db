import { COURSE_ROUTE_ROLES, hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole, isCommonUser, isOnlyCommon } from './access';

describe('the one role and permission check (spec §6)', () => {
  it('passes admin and super_admin on every role check, others only on their own roles', () => {
    expect(hasAnyRole(['admin'], ['signup_admin'])).toBe(true);
    expect(hasAllRoles(['super_admin'], ['signup_admin', 'course_teacher'])).toBe(true);
    expect(hasAnyRole(['course_teacher'], ['signup_admin', 'course_teacher'])).toBe(true);
    expect(hasAnyRole(['other_teacher'], ['signup_admin', 'course_teacher'])).toBe(false);
    expect(hasAllRoles(['signup_admin'], ['signup_admin', 'course_teacher'])).toBe(false);
  });

  it("passes '*:*:*' on every permission check, others on exact codes only", () => {
    expect(hasAllPermissions(['*:*:*'], ['course:course:create', 'course:course:delete'])).toBe(true);
    expect(hasAnyPermission(['course:course:query'], ['course:course:create', 'course:course:query'])).toBe(true);
    expect(hasAnyPermission(['course:course'], ['course:course:query'])).toBe(false);
    expect(hasAllPermissions(['course:course:create'], ['course:course:create', 'course:course:delete'])).toBe(false);
  });

  it('admin passes an all-of role check; an empty requirement passes any-of for nobody else', () => {
    expect(hasAllRoles(['admin'], ['signup_admin', 'course_teacher'])).toBe(true);
    expect(hasAllRoles(['signup_admin', 'course_teacher'], ['signup_admin', 'course_teacher'])).toBe(true);
    expect(hasAnyRole(['course_teacher'], [])).toBe(false);
    expect(hasAnyPermission(['course:course:query'], [])).toBe(false);
  });

  it('isCommonUser is the three-part rule of §6: no roles, more than one role, or the sole role common', () => {
    expect(isCommonUser([])).toBe(true);
    expect(isCommonUser(['common'])).toBe(true);
    expect(isCommonUser(['signup_admin', 'course_teacher'])).toBe(true);
    expect(isCommonUser(['common', 'course_teacher'])).toBe(true);
    expect(isCommonUser(['course_teacher'])).toBe(false);
    expect(isCommonUser(['admin'])).toBe(false);
  });

  it('isOnlyCommon (the §2 visitor rule) keeps staff with two roles staff', () => {
    expect(isOnlyCommon([])).toBe(true);
    expect(isOnlyCommon(['common'])).toBe(true);
    expect(isOnlyCommon(['signup_admin', 'course_teacher'])).toBe(false);
    expect(isOnlyCommon(['common', 'course_teacher'])).toBe(false);
    expect(isOnlyCommon(['course_teacher'])).toBe(false);
  });
});

describe('COURSE_ROUTE_ROLES', () => {
  it('lets a tenant administrator into every /course route, as the super admin', () => {
    for (const roles of Object.values(COURSE_ROUTE_ROLES)) {
      expect(roles).toContain('super_admin');
      expect(roles).toContain('tenant_admin');
    }
    expect(hasAnyRole(['tenant_admin'], COURSE_ROUTE_ROLES.location)).toBe(true);
    expect(hasAnyRole(['other_teacher'], COURSE_ROUTE_ROLES.review)).toBe(false);
  });
});
