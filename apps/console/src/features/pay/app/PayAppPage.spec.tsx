import { Permissions, type PayAppPageItemVO } from '@dha/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import PayAppPage from './PayAppPage';

jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const course: PayAppPageItemVO = {
  id: 1,
  appKey: 'course',
  name: '课程费用',
  status: 0,
  remark: null,
  orderNotifyUrl: '',
  refundNotifyUrl: '',
  createTime: 0,
  channelCodes: ['wallet', 'mock'],
};

describe('<PayAppPage>', () => {
  it('shows the channel matrix and opens a channel configuration with its fields', async () => {
    signIn(['super_admin'], ['*:*:*']);
    fakeBackend({
      'GET /pay/app/page': { list: [course], total: 1 },
      'GET /pay/channel/get': null,
    });
    renderPage(<PayAppPage />);
    expect(await screen.findByText('课程费用')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '课程费用 wx_native 配置' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('商户号')).toBeTruthy();
    expect(dialog.getByLabelText('APIv3 密钥')).toBeTruthy();
  });

  it('hides create, edit, delete and channel configuration without their permissions', async () => {
    signIn(['common'], [Permissions.payApp.query]);
    fakeBackend({ 'GET /pay/app/page': { list: [course], total: 1 } });
    renderPage(<PayAppPage />);
    expect(await screen.findByText('课程费用')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect((screen.getByRole('button', { name: '课程费用 mock 配置' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
