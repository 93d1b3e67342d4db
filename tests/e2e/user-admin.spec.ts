import { expect, test } from '@playwright/test';
import { ADMIN, Api } from './support/api';
import { signedInStaff } from './support/pages';

/** Issue 11 (users): an office admin creates a teacher account in the console; the teacher signs in and sees their menus. */

test('an office admin creates a teacher account, and the teacher sees the review menu', async ({ browser, request }) => {
  const tag = Date.now().toString(36);
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  const roles = await admin.get<Array<{ id: number; name: string }>>('/system/role/simple-list');
  const officeRole = roles.find((r) => r.name === '办公室管理员')!;
  const deptName = `东区${tag}`;
  await admin.post<number>('/system/dept/create', { name: deptName, parentId: 0, sort: 1, status: 0 });
  const office = { username: `office${tag}`, password: 'Office@123' };
  await admin.post<number>('/system/user/create', { ...office, nickname: '办公室', roleIds: [officeRole.id] });

  const { context, page } = await signedInStaff(browser, office.username, office.password);
  await page.goto('system/user');
  await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  const teacher = { username: `teacher${tag}`, password: 'Teach@123' };
  await dialog.getByLabel('用户名称').fill(teacher.username);
  await dialog.getByLabel('用户昵称').fill('王老师');
  await dialog.getByLabel('用户密码').fill(teacher.password);
  await dialog.getByLabel('归属部门').selectOption({ label: deptName });
  await dialog.getByText('课程老师', { exact: true }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  // the tree filters the list by the department
  await page.locator('.dha-user-dept-tree').getByText(deptName).click();
  await expect(page.getByRole('cell', { name: teacher.username, exact: true })).toBeVisible();
  await context.close();

  const signedIn = await signedInStaff(browser, teacher.username, teacher.password);
  const sidebar = signedIn.page.locator('.dha-sidebar, nav, aside').first();
  await expect(sidebar.getByText('课程管理').first()).toBeVisible();
  await sidebar.getByText('课程管理').first().click();
  await expect(sidebar.getByText('报名审核').first()).toBeVisible();
  await expect(sidebar.getByText('用户管理')).toHaveCount(0);
  await signedIn.context.close();
});
