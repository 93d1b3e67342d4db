import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole, isCommonUser } from './access';

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

  it('treats no roles or the sole role common as a visitor, staff with two roles as staff', () => {
    expect(isCommonUser([])).toBe(true);
    expect(isCommonUser(['common'])).toBe(true);
    expect(isCommonUser(['signup_admin', 'course_teacher'])).toBe(false);
    expect(isCommonUser(['course_teacher'])).toBe(false);
  });
});
