import { fireEvent, screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '../../auth/token-storage';
import { fakeBackend, renderPage } from '../course/testing/fake-backend';
import { LoginForm } from './LoginForm';

jest.mock('../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const TENANTS = [
  { id: 1, name: 'DHA 培训中心' },
  { id: 2, name: '东城分中心' },
];

function backend(tenants = TENANTS) {
  return fakeBackend({
    'GET /infra/config/public': {},
    'GET /system/tenant/simple-list': tenants,
    'GET /system/tenant/get-id-by-name': (c: { query: URLSearchParams }) => tenants.find((t) => t.name === c.query.get('name'))?.id ?? null,
    'POST /system/auth/login': { code: 1_002_000_000, msg: '登录失败，账号密码不正确' },
  });
}

const fill = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
};

describe('the login form’s tenant', () => {
  beforeEach(() => localStorage.clear());

  it('is asked for with more than one tenant, resolved to the tenant-id of the login', async () => {
    const server = backend();
    renderPage(<LoginForm defaultTarget="/" />);
    const tenant = await screen.findByLabelText('租户');
    expect((tenant as HTMLInputElement).value).toBe('DHA 培训中心');
    fireEvent.change(tenant, { target: { value: ' 东城分中心 ' } });
    fill('boss', 'Boss@123');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(server.find('POST', '/system/auth/login')).toHaveLength(1));
    expect(server.find('GET', '/system/tenant/get-id-by-name')[0]!.query.get('name')).toBe('东城分中心');
    expect(tokenStorage.getTenantId()).toBe(2);
    expect(tokenStorage.getTenantName()).toBe('东城分中心');
  });

  it('refuses a tenant that does not exist without trying the login', async () => {
    const server = backend();
    renderPage(<LoginForm defaultTarget="/" />);
    fireEvent.change(await screen.findByLabelText('租户'), { target: { value: '不存在' } });
    fill('boss', 'Boss@123');
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('租户不存在')).toBeTruthy();
    expect(server.find('POST', '/system/auth/login')).toHaveLength(0);
    expect(tokenStorage.getTenantId()).toBe(1);
  });

  it('is not asked for with one tenant', async () => {
    const server = backend([TENANTS[0]!]);
    renderPage(<LoginForm defaultTarget="/" />);
    await waitFor(() => expect(server.find('GET', '/system/tenant/simple-list')).toHaveLength(1));
    expect(screen.queryByLabelText('租户')).toBeNull();
  });
});
