import { CommonStatus, type AuthPermissionInfo } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { createTokenUser, uniq } from '../../../testing';

jest.setTimeout(60_000);

/** The console shows role names, never codes: permission-info names the caller's enabled roles. */
describe('permission info names the roles (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, adminToken) => {
    [t, admin] = [app, adminToken];
  });

  it('answers role code → name for the enabled roles, as an admin renamed them', async () => {
    const role = { name: uniq('助教'), code: uniq('assistant'), sort: 10, status: CommonStatus.ENABLE, remark: '' };
    const created = await t.api.post<number>('/system/role/create', role, { token: admin });
    expect(created.code).toBe(0);
    const user = await createTokenUser(t, 'rn', ['course_teacher', role.code]);
    const info = await t.api.get<AuthPermissionInfo>('/system/auth/get-permission-info', { token: user.token });
    expect(info.code).toBe(0);
    expect(info.data!.roleNames).toEqual({ course_teacher: '课程老师', [role.code]: role.name });

    const renamed = uniq('辅导');
    const update = await t.api.put('/system/role/update', { ...role, id: created.data, name: renamed }, { token: admin });
    expect(update.code).toBe(0);
    const after = await t.api.get<AuthPermissionInfo>('/system/auth/get-permission-info', { token: user.token });
    expect(after.data!.roleNames![role.code]).toBe(renamed);
  });
});
