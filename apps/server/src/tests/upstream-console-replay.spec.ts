/* eslint-disable @typescript-eslint/no-explicit-any -- the bodies are the upstream console's, loosely typed by design */
import type { CommonResult } from '@dha/contracts';
import { createTenantPackage, uniq } from '@dha/system/testing';
import { createTestApp, type TestApp } from '@dha/testing';

type Row = Record<string, any>;

/**
 * The request bodies the upstream console (yudao-ui-admin-vue3, src/views/system/**) sends, page by
 * page, replayed against our server (issue 29, "the real console's saves"). Its edit dialogs load the
 * row with `get` and send it back whole with the changed field (createTime, deptName, loginIp, type,
 * dataScope, params … included); its create dialogs send their form's defaults (`id` null or left out,
 * `deptId: ""` for "none", a typed-in `sort: "99"`). Every save must succeed and store the change.
 *
 * The CORS preflights of its PUTs and DELETEs from a configured origin are security-headers.spec.ts's.
 */
describe('the upstream console’s saves, page by page', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
    admin = await t.api.loginAsAdmin();
    adminId = (await t.api.get<any>('/system/auth/get-permission-info', { token: admin })).data.user.id;
  });
  afterAll(() => t.close());

  const ok = <T = any>(r: CommonResult<T>): T => {
    expect({ code: r.code, msg: r.msg }).toEqual({ code: 0, msg: '' });
    return r.data as T;
  };
  const get = async (resource: string, id: number): Promise<Row> =>
    ok(await t.api.get<Row>(`${resource}/get`, { token: admin, query: { id } }));
  const create = async (resource: string, body: Row): Promise<number> =>
    ok(await t.api.post<number>(`${resource}/create`, body, { token: admin }));
  /**
   * The edit dialog: the fetched row, whole, plus what upstream's row has beyond ours, with `change`
   * typed in; then the row as stored holds `stored`.
   */
  const edit = async (resource: string, id: number, change: Row, stored: Row = change, upstreamRow: Row = {}): Promise<void> => {
    const row = await get(resource, id);
    expect(ok(await t.api.put(`${resource}/update`, { ...upstreamRow, ...row, ...change }, { token: admin }))).toBe(true);
    expect(await get(resource, id)).toMatchObject(stored);
  };
  /** fields of upstream's responses that every edit dialog echoes (BaseDO's, and its `params` map) */
  const echoed = { createTime: 1_767_225_600_000, updateTime: 1_767_225_600_000, creator: '1', updater: '1', params: {} };

  it('users (system/user/UserForm.vue): create with deptId "" and the empty defaults, edit the fetched row', async () => {
    const username = uniq('replayu').slice(0, 30);
    const id = await create('/system/user', {
      nickname: '回放用户',
      deptId: '',
      mobile: '',
      email: '',
      id: null,
      username,
      password: 'Replay@1234',
      postIds: [],
      remark: '',
      status: 0,
      roleIds: [],
    });
    expect(await get('/system/user', id)).toMatchObject({ username, nickname: '回放用户', deptId: null });
    await edit(
      '/system/user',
      id,
      { nickname: '改过的昵称', sex: '1' },
      { nickname: '改过的昵称', sex: 1 },
      { ...echoed, loginIp: '127.0.0.1', loginDate: 1_767_225_600_000, deptName: null, avatar: '', password: '' },
    );
  });

  it('roles (system/role/RoleForm.vue): create with sort "99", edit the fetched row (type, dataScope … echoed)', async () => {
    const code = uniq('replay_role');
    const id = await create('/system/role', { id: null, name: '回放角色', code, sort: '99', status: 0, remark: '' });
    expect(await get('/system/role', id)).toMatchObject({ code, sort: 99 });
    await edit(
      '/system/role',
      id,
      { remark: '改过的备注' },
      { remark: '改过的备注' },
      { ...echoed, type: 2, dataScope: 1, dataScopeDeptIds: [] },
    );
  });

  it('menus (system/menu/MenuForm.vue): create a directory, edit the fetched row', async () => {
    const id = await create('/system/menu', {
      id: null,
      name: '回放目录',
      permission: '',
      type: 1,
      sort: '99',
      parentId: 0,
      path: '/replay',
      icon: '',
      component: '',
      componentName: '',
      status: 0,
      visible: true,
      keepAlive: true,
      alwaysShow: true,
    });
    expect(await get('/system/menu', id)).toMatchObject({ name: '回放目录', sort: 99 });
    await edit('/system/menu', id, { name: '改过的目录' }, { name: '改过的目录' }, { ...echoed, children: [] });
  });

  it('departments (system/dept/DeptForm.vue): create with its title field and sort "99", edit the fetched row', async () => {
    const id = await create('/system/dept', {
      id: null,
      title: '',
      parentId: 0,
      name: uniq('回放部门'),
      sort: '99',
      status: 0,
    });
    expect(await get('/system/dept', id)).toMatchObject({ sort: 99, leaderUserId: null });
    await edit('/system/dept', id, { name: '改过的部门', leaderUserId: adminId }, undefined, { ...echoed, children: [] });
  });

  it('the department list (system/dept/index.vue) takes its page parameters and an emptied status filter', async () => {
    const name = uniq('列表部门');
    await create('/system/dept', { id: null, parentId: 0, name, sort: 1, status: 0 });
    const list = ok(await t.api.get<Row[]>('/system/dept/list', { token: admin, query: { pageNo: 1, pageSize: 100, name, status: '' } }));
    expect(list.map((d) => d.name)).toEqual([name]);
  });

  it('posts (system/post/PostForm.vue): create, edit the fetched row', async () => {
    const id = await create('/system/post', { id: null, name: '回放岗位', code: uniq('replay_post'), sort: 0, status: 0, remark: '' });
    await edit('/system/post', id, { remark: '改过的备注', sort: '5' }, { remark: '改过的备注', sort: 5 }, echoed);
  });

  it('dictionary types and data (system/dict/DictTypeForm.vue, data/DictDataForm.vue): create, edit the fetched rows', async () => {
    const type = uniq('replay_dict');
    const typeId = await create('/system/dict-type', { id: null, name: '回放字典', type, status: 0, remark: '' });
    await edit('/system/dict-type', typeId, { name: '改过的字典' }, undefined, echoed);
    const dataId = await create('/system/dict-data', {
      id: null,
      sort: '99',
      label: '甲',
      value: 'a',
      dictType: type,
      status: 0,
      colorType: '',
      cssClass: '',
      remark: '',
    });
    expect(await get('/system/dict-data', dataId)).toMatchObject({ sort: 99, label: '甲' });
    await edit('/system/dict-data', dataId, { label: '乙', colorType: 'success' }, undefined, echoed);
  });

  it('configuration (infra/config/ConfigForm.vue): create, edit the fetched row (its type echoed)', async () => {
    const key = uniq('replay.key');
    const id = await create('/infra/config', {
      id: null,
      category: 'replay',
      name: '回放参数',
      key,
      value: '1',
      visible: true,
      remark: '',
    });
    await edit('/infra/config', id, { value: '2' }, { value: '2', type: 2 }, echoed);
  });

  it('tenant packages (system/tenantPackage/TenantPackageForm.vue): create with remark null, edit the fetched row', async () => {
    // the course pages (a package holds no menu only the system tenant has)
    const menus = ok(await t.api.get<Row[]>('/system/menu/simple-list', { token: admin }));
    const courseDir = menus.find((m) => m.name === '课程管理')!;
    const menuIds = [courseDir.id, ...menus.filter((m) => m.parentId === courseDir.id).map((m) => m.id)];
    const id = await create('/system/tenant-package', { id: null, name: uniq('回放套餐'), remark: null, menuIds, status: 0 });
    await edit('/system/tenant-package', id, { remark: '改过的备注' }, undefined, echoed);
  });

  it('tenants (system/tenant/TenantForm.vue): create with the administrator account, edit the fetched row', async () => {
    const packageId = await createTenantPackage(t, admin, []);
    const id = await create('/system/tenant', {
      id: null,
      name: uniq('回放租户'),
      packageId,
      contactName: '联系人',
      contactMobile: '13800138000',
      accountCount: '10',
      expireTime: Date.now() + 365 * 86_400_000,
      websites: [],
      status: 0,
      username: uniq('replaytadmin').replace(/[^a-zA-Z0-9]/g, ''),
      password: 'Tenant@123',
    });
    expect(await get('/system/tenant', id)).toMatchObject({ accountCount: 10 });
    await edit('/system/tenant', id, { contactName: '新联系人' }, undefined, {
      ...echoed,
      contactUserId: null,
      username: undefined,
      password: undefined,
    });
  });

  it('notify templates (system/notify/template/NotifyTemplateForm.vue): create with params "", edit the fetched row (params echoed)', async () => {
    const code = uniq('replay_tpl');
    const id = await create('/system/notify-template', {
      id: null,
      name: '回放模板',
      nickname: '回放中心',
      code,
      content: '{name} 你好',
      type: 1,
      params: '',
      status: 0,
      remark: '',
    });
    expect(await get('/system/notify-template', id)).toMatchObject({ code, params: ['name'] });
    await edit('/system/notify-template', id, { content: '{name}，课程 {course} 已开放' }, { params: ['name', 'course'] }, echoed);
  });

  it('the notify template test (NotifyTemplateSendForm.vue) sends its whole form, the typed user id as text', async () => {
    const code = uniq('replay_send');
    const id = await create('/system/notify-template', {
      name: '测试发送',
      nickname: '中心',
      code,
      content: '{name} 你好',
      type: 1,
      status: 0,
    });
    const template = await get('/system/notify-template', id);
    const messageId = ok(
      await t.api.post<number>(
        '/system/notify-template/send-notify',
        {
          content: template.content,
          params: template.params,
          userId: String(adminId),
          userType: 2,
          templateCode: template.code,
          templateParams: { name: '管理员' },
        },
        { token: admin },
      ),
    );
    expect(await t.sql('select user_id, template_content, template_params from notify_message where id = ?', [messageId])).toEqual([
      { user_id: adminId, template_content: '管理员 你好', template_params: { name: '管理员' } },
    ]);
  });

  it('the operation log’s filters (system/operatelog/index.vue) are taken: the page answers', async () => {
    const page = ok(
      await t.api.get<Row>('/system/operate-log/page', {
        token: admin,
        query: {
          pageNo: 1,
          pageSize: 10,
          userId: String(adminId),
          'createTime[0]': '2026-01-01 00:00:00',
          'createTime[1]': '2099-12-31 23:59:59',
        },
      }),
    );
    expect(page).toMatchObject({ total: expect.any(Number), list: expect.any(Array) });
  });

  describe('its profile page, OAuth2 client form and operation log', () => {
    it('profile (views/Profile): PUT /system/user/profile/update with the fetched profile’s fields', async () => {
      const profile = ok(await t.api.get<Row>('/system/user/profile/get', { token: admin }));
      ok(
        await t.api.put(
          '/system/user/profile/update',
          { ...profile, nickname: '改过的管理员', email: 'admin@example.com', mobile: profile.mobile ?? '', sex: '1' },
          { token: admin },
        ),
      );
      expect(ok(await t.api.get<Row>('/system/user/profile/get', { token: admin }))).toMatchObject({ nickname: '改过的管理员', sex: 1 });
    });

    it('OAuth2 clients (system/oauth2/client/ClientForm.vue): create with a chosen secret and its extra lists, edit echoing the secret placeholder', async () => {
      const clientId = uniq('replayclient');
      // upstream answers the new id (ours today: the id with the generated secret)
      const created: any = ok(
        await t.api.post(
          '/system/oauth2-client/create',
          {
            id: null,
            clientId,
            secret: 'chosen-secret-1234',
            name: '回放客户端',
            logo: 'https://example.com/logo.png',
            description: '',
            status: 0,
            accessTokenValiditySeconds: 1800,
            refreshTokenValiditySeconds: 43_200,
            redirectUris: ['https://example.com/callback'],
            authorizedGrantTypes: ['authorization_code', 'refresh_token'],
            scopes: ['user.read'],
            autoApproveScopes: [],
            authorities: [],
            resourceIds: [],
            additionalInformation: '{"a":1}',
          },
          { token: admin },
        ),
      );
      const id: number = typeof created === 'number' ? created : created.id;
      await edit('/system/oauth2-client', id, { name: '改过的客户端' }, undefined, echoed);
      // the secret the form echoes (a placeholder) keeps the stored one: the client still authenticates
      const token = await t.app.inject({
        method: 'POST',
        url: '/admin-api/system/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'tenant-id': '1' },
        payload: `grant_type=client_credentials&client_id=${clientId}&client_secret=chosen-secret-1234`,
      });
      expect(token.statusCode).not.toBe(401);
    });

    it('the operation log in upstream’s current shape: filters type, subType, action and bizId', async () => {
      const id = await create('/system/user', {
        id: null,
        username: uniq('replaylog').slice(0, 30),
        nickname: '日志用户',
        password: 'Replay@1234',
        deptId: '',
      });
      await edit('/system/user', id, { nickname: '日志用户改' });
      const page = ok(
        await t.api.get<Row>('/system/operate-log/page', {
          token: admin,
          query: { pageNo: 1, pageSize: 10, type: '系统管理', subType: '修改用户', action: '修改用户', bizId: String(id) },
        }),
      );
      expect(page.list.length).toBeGreaterThanOrEqual(1);
      expect(page.list.every((row: Row) => row.type === '系统管理' && row.subType === '修改用户' && row.bizId === id)).toBe(true);
    });
  });
});
