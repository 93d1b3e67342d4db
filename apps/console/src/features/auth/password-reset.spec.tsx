import type { AuthPermissionInfo } from '@dha/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../auth/session';
import { fakeBackend, renderPage } from '../course/testing/fake-backend';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { PasswordChangeRequiredDialog } from './PasswordChangeRequiredDialog';

jest.mock('../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));
jest.mock('../../config/org', () => ({ useOrgName: () => 'DHA' }));

const info = (passwordChangeRequired: boolean): AuthPermissionInfo => ({
  user: {
    id: 3,
    nickname: '王老师',
    avatar: '',
    deptId: null,
    username: 'teacher1',
    email: '',
    ...(passwordChangeRequired ? { passwordChangeRequired } : {}),
  },
  roles: ['course_teacher'],
  permissions: [],
  menus: [],
});

describe('set a new password', () => {
  it('holds the user at a dialog without a close button until the own password change succeeds', async () => {
    sessionStore.apply(info(true));
    const server = fakeBackend({
      'PUT /system/user/profile/update-password': true,
      'GET /system/auth/get-permission-info': info(false),
    });
    renderPage(<PasswordChangeRequiredDialog />);
    expect(await screen.findByText('请设置新密码')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: 'Reset123' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Mine1234' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Other123' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(server.find('PUT', '/system/user/profile/update-password')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Mine1234' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(screen.queryByText('请设置新密码')).toBeNull());
    expect(server.find('PUT', '/system/user/profile/update-password')[0]!.body).toEqual({
      oldPassword: 'Reset123',
      newPassword: 'Mine1234',
    });
  });
});

describe('<ForgotPasswordPage>', () => {
  it('asks for the code by username, then resets with the code', async () => {
    const server = fakeBackend({ 'POST /system/auth/forgot-password': true, 'POST /system/auth/reset-password': true });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: ' teacher1 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByLabelText('验证码')).toBeTruthy();
    expect(server.find('POST', '/system/auth/forgot-password')[0]!.body).toEqual({ username: 'teacher1' });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('请输入邮件中的 6 位验证码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'New12345' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'New12345' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(server.find('POST', '/system/auth/reset-password')).toHaveLength(1));
    expect(server.find('POST', '/system/auth/reset-password')[0]!.body).toEqual({
      username: 'teacher1',
      code: '123456',
      password: 'New12345',
    });
  });
});
