import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, findDrawer, ok, renderClient, resetClientState } from '../shared/test-utils';
import { activeNavPath } from './nav';

describe('client layout', () => {
  it('maps sub-pages to their nav item', () => {
    expect(activeNavPath('/client/course-sign')).toBe('/client/course-list');
    expect(activeNavPath('/client/prefect-profile')).toBe('/client/my-profile');
    expect(activeNavPath('/client/traffic')).toBe('/client/traffic');
    expect(activeNavPath('/elsewhere')).toBeNull();
  });

  it('shows the org name, the page title, the tabs, and a login entry that comes back here', async () => {
    resetClientState({ loggedIn: false });
    fakeServer({ 'GET /client/location/list': ok([]) });
    const { location } = renderClient('/client/traffic');
    expect(await screen.findByText('测试中心')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '交通指引' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: '主导航' }));
    expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['课程', '报名', '我的课程', '我的']);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/client-login?redirect=%2Fclient%2Ftraffic'));
  });

  it('drawer: every page, and a logout that asks first, calls the server and forgets the token', async () => {
    resetClientState({ loggedIn: true });
    const calls = fakeServer({
      'GET /client/location/list': ok([]),
      'POST /system/auth/logout': ok(true),
      'GET /client/course/page': ok({ list: [], total: 0 }),
    });
    const { location } = renderClient('/client/traffic');
    fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
    const drawer = await findDrawer();
    expect(drawer).toBeTruthy();
    for (const t of ['课程列表', '我的报名', '我的课程', '个人资料', '关于我们', '交通指引'])
      expect(within(drawer).getByText(t)).toBeTruthy();
    expect(within(drawer).getByText('访客一')).toBeTruthy();
    fireEvent.click(within(drawer).getByText('退出登录'));
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeTruthy();
    expect(calls.some((c) => c.path === '/system/auth/logout')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/client/course-list'));
    expect(calls.some((c) => c.path === '/system/auth/logout')).toBe(true);
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });
});
