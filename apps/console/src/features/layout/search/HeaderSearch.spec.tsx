import type { AuthPermissionInfo } from '@dha/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { sessionStore } from '../../../auth/session';
import { HeaderSearch } from './HeaderSearch';
import { menu } from '../../../test/menus';

const info: AuthPermissionInfo = {
  user: { id: 1, nickname: 'a', avatar: '', deptId: null, username: 'admin', email: '' },
  roles: ['super_admin'],
  permissions: [],
  menus: [
    menu({
      id: 1,
      name: '系统管理',
      path: '/system',
      children: [
        menu({ id: 11, parentId: 1, name: '用户管理', path: 'user', component: 'system/user/index' }),
        menu({ id: 12, parentId: 1, name: '用户组', path: 'user-group', component: 'system/user-group/index' }),
      ],
    }),
    menu({ id: 2, name: '外部文档', path: 'https://example.org/docs' }),
  ],
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/index']}>
      <HeaderSearch />
      <Where />
    </MemoryRouter>,
  );
}

const input = () => screen.getByRole('combobox', { name: '搜索菜单' });

describe('<HeaderSearch>', () => {
  beforeEach(() => sessionStore.apply(info));
  afterEach(() => {
    act(() => sessionStore.reset());
    jest.restoreAllMocks();
  });

  it('Ctrl+K opens it with the focus in the input; arrows and Enter open the chosen page', async () => {
    renderSearch();
    expect(screen.queryByRole('combobox')).toBeNull();
    act(() => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    expect(document.activeElement).toBe(input());
    fireEvent.change(input(), { target: { value: '用户' } });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.querySelector('.dha-search-crumb')?.textContent)).toEqual(['系统管理 > 用户管理', '系统管理 > 用户组']);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/system/user-group');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('⌘K opens it too; the icon opens it; Escape closes it', () => {
    renderSearch();
    act(() => {
      fireEvent.keyDown(window, { key: 'K', metaKey: true });
    });
    expect(input()).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    expect(input()).toBeTruthy();
  });

  it('an external link opens in a new window', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    fireEvent.change(input(), { target: { value: '外部文档' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(open).toHaveBeenCalledWith('https://example.org/docs', '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('where').textContent).toBe('/index');
  });
});
