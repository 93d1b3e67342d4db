import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '../../../auth/session';
import { fakeServer, findDrawer, ok, renderClient, resetClientState } from '../shared/test-utils';

/** A mouse-down on the dimmed backdrop: what closes a Blueprint overlay that allows it. */
const clickBackdrop = () => {
  const backdrops = document.querySelectorAll('.bp6-overlay-backdrop');
  expect(backdrops.length).toBeGreaterThan(0);
  fireEvent.mouseDown(backdrops[backdrops.length - 1]!);
};
/** Overlays leave after their transition: give them the time to. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 400)));

const staff = (roles: string[]) =>
  sessionStore.apply({
    user: { id: 9, nickname: '王老师', username: 'teacher1', avatar: '', deptId: null, email: '' },
    roles,
    permissions: [],
    menus: [],
  });

describe('client layout on a desktop, staff and dialogs', () => {
  it('has a top navigation of every page (the tab bar stays for phones; CSS picks one by width)', async () => {
    resetClientState({ loggedIn: false });
    fakeServer({ 'GET /client/location/list': ok([]) });
    renderClient('/client/traffic');
    const top = within(await screen.findByRole('navigation', { name: '顶部导航' }));
    expect(top.getAllByRole('link').map((a) => a.textContent)).toEqual([
      '课程列表',
      '我的报名',
      '我的课程',
      '个人资料',
      '关于我们',
      '交通指引',
    ]);
    expect(top.getByRole('link', { name: '交通指引' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
  });

  it('gives staff a link back to the console, in the header and the drawer', async () => {
    resetClientState({ loggedIn: true });
    staff(['course_teacher']);
    fakeServer({ 'GET /client/location/list': ok([]) });
    renderClient('/client/traffic');
    const link = await screen.findByRole('link', { name: '返回管理后台' });
    expect(link.getAttribute('href')).toBe('/index');
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await findDrawer();
    expect(within(drawer).getByText('返回管理后台')).toBeTruthy();
  });

  it('gives a visitor (role common only) no console link', async () => {
    resetClientState({ loggedIn: true });
    fakeServer({ 'GET /client/location/list': ok([]) });
    renderClient('/client/traffic');
    expect(await screen.findByRole('button', { name: '个人资料' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '返回管理后台' })).toBeNull();
  });

  it('the menu drawer and the logout question stay open on a backdrop click; Esc and 取消 close them', async () => {
    resetClientState({ loggedIn: true });
    fakeServer({ 'GET /client/location/list': ok([]) });
    renderClient('/client/traffic');
    fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
    const drawer = await findDrawer();
    clickBackdrop();
    await settle();
    expect(document.querySelector('.bp6-drawer')).toBeTruthy();

    fireEvent.click(within(drawer).getByText('退出登录'));
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeTruthy();
    clickBackdrop();
    await settle();
    expect(screen.getByText('确定注销并退出系统吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定注销并退出系统吗？')).toBeNull());

    fireEvent.keyDown(document.querySelector('.bp6-drawer')!, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('.bp6-drawer')).toBeNull());
  });

  it('the logout button of the desktop header asks first', async () => {
    resetClientState({ loggedIn: true });
    const calls = fakeServer({ 'GET /client/location/list': ok([]) });
    renderClient('/client/traffic');
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeTruthy();
    expect(calls.some((c) => c.path === '/system/auth/logout')).toBe(false);
  });
});
