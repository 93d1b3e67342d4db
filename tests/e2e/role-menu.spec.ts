import { expect, test } from '@playwright/test';
import { ADMIN, Api } from './support/api';
import { signedInStaff } from './support/pages';

/**
 * Issue 11 (roles and menus): an administrator takes a menu away from a role in the console's
 * 菜单权限 dialog; a user of that role, already signed in in another browser, no longer sees the
 * menu after their next navigation, without a reload.
 */

interface MenuRow {
  id: number;
  name: string;
  parentId: number;
}

test('a role loses a menu in 菜单权限; its signed-in user no longer sees it after navigating', async ({ browser, request }) => {
  // two browser contexts and a dozen calls: more than the default 30 s on a loaded machine
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  // a custom role holding 课程管理 > 课程信息 and 报名管理, with their buttons
  const roleName = `课程助理${tag}`;
  const roleId = await admin.post<number>('/system/role/create', { name: roleName, code: `assistant-${tag}`, sort: 50, status: 0 });
  const menus = await admin.get<MenuRow[]>('/system/menu/list');
  const pages = menus.filter((m) => m.name === '课程信息' || m.name === '报名管理').map((m) => m.id);
  expect(pages).toHaveLength(2);
  const granted = [5, ...pages, ...menus.filter((m) => pages.includes(m.parentId)).map((m) => m.id)];
  await admin.post<boolean>('/system/permission/assign-role-menu', { roleId, menuIds: granted });
  const user = { username: `assistant${tag}`, password: 'Assist@123' };
  await admin.post<number>('/system/user/create', { ...user, nickname: '课程助理', roleIds: [roleId] });

  const assistant = await signedInStaff(browser, user.username, user.password);
  const sidebar = assistant.page.locator('.dha-sidebar, nav, aside').first();
  await sidebar.getByText('课程管理').first().click();
  await expect(sidebar.getByText('报名管理').first()).toBeVisible();
  await expect(sidebar.getByText('课程信息').first()).toBeVisible();
  await assistant.page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'no-reload'));

  // the administrator unchecks 报名管理 (and so its buttons) in the role's 菜单权限 dialog
  const console = await signedInStaff(browser, ADMIN.username, ADMIN.password);
  await console.page.goto('system/role');
  await console.page.locator('#rf-name').fill(roleName);
  await console.page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = console.page.getByRole('row').filter({ hasText: roleName });
  await row.getByRole('button', { name: '菜单权限' }).click();
  const dialog = console.page.getByRole('dialog');
  await dialog.getByRole('button', { name: '全部展开' }).click();
  const signupPage = dialog.getByRole('checkbox', { name: '报名管理', exact: true });
  await expect(signupPage).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: '课程管理', exact: true })).toBeChecked({ indeterminate: true });
  // Blueprint's indicator lies over the native input: the click lands on it, as a user's does
  await signupPage.uncheck({ force: true });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const held = await admin.get<number[]>('/system/permission/list-role-menus', { roleId });
  expect(held).not.toContain(pages.find((id) => menus.find((m) => m.id === id)!.name === '报名管理'));
  await console.context.close();

  // the assistant navigates inside the console (no reload): the menu is gone
  await sidebar.getByText('课程信息').first().click();
  await expect(assistant.page).toHaveURL(/course\/manager/);
  await expect(sidebar.getByText('报名管理')).toHaveCount(0);
  await expect(sidebar.getByText('课程信息').first()).toBeVisible();
  expect(await assistant.page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('no-reload');
  await assistant.context.close();
});
