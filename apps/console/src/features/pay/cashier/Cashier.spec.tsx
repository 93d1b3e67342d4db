import { PayOrderStatus, type PayOrderVO } from '@dha/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeBackend, renderPage, signIn } from '../../course/testing/fake-backend';
import { clientCashierApi } from '../api';
import { Cashier, returnTarget } from './Cashier';

// jsdom draws no canvas: the QR code's text is what the test checks
jest.mock('qrcode', () => ({ toCanvas: jest.fn(async () => undefined) }));
jest.mock('../../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

const order = (status: number): PayOrderVO =>
  ({
    id: 7,
    appId: 1,
    channelId: null,
    channelCode: null,
    merchantOrderId: 'signup-3',
    subject: '禅修入门班',
    body: 'C-001 课程费用',
    notifyUrl: '',
    price: 12_800,
    channelFeeRate: null,
    channelFeePrice: null,
    status,
    userIp: '',
    expireTime: Date.now() + 3_600_000,
    successTime: null,
    extensionId: null,
    no: null,
    refundPrice: 0,
    channelUserId: null,
    channelOrderNo: null,
    userId: 1,
    createTime: Date.now(),
    updateTime: Date.now(),
  }) as PayOrderVO;

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

const page = () => (
  <Routes>
    <Route path="/client/pay" element={<Cashier api={clientCashierApi} scope="client" orderId={7} returnUrl="/client/my-signup" />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('<Cashier>', () => {
  it('adds payResult to the return URL as upstream (? or &)', () => {
    expect(returnTarget('/client/my-signup', 'success')).toBe('/client/my-signup?payResult=success');
    expect(returnTarget('/x?id=1', 'close')).toBe('/x?id=1&payResult=close');
    expect(returnTarget(null, 'cancel')).toBeNull();
  });

  it('shows the order and its channels; mock pays at once and goes back with payResult=success', async () => {
    signIn(['common'], []);
    let status: number = PayOrderStatus.WAITING;
    const server = fakeBackend({
      'GET /client/pay/order/get': () => order(status),
      'GET /client/pay/channel/get-enable-code-list': ['wx_native', 'mock', 'wallet'],
      'POST /client/pay/order/submit': () => {
        status = PayOrderStatus.SUCCESS;
        return { status, displayMode: null, displayContent: null };
      },
    });
    renderPage(page(), '/client/pay');
    expect(await screen.findByText('￥128.00')).toBeTruthy();
    expect(await screen.findByRole('region', { name: '微信支付' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '模拟支付' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/client/my-signup?payResult=success'));
    expect(server.find('POST', '/client/pay/order/submit')[0]!.body).toMatchObject({ id: 7, channelCode: 'mock' });
  });

  it('a QR code channel opens the dialog and polls until paid', async () => {
    signIn(['common'], []);
    let status: number = PayOrderStatus.WAITING;
    fakeBackend({
      'GET /client/pay/order/get': () => order(status),
      'GET /client/pay/channel/get-enable-code-list': ['wx_native'],
      'POST /client/pay/order/submit': { status: 0, displayMode: 'qr_code', displayContent: 'weixin://wxpay/bizpayurl?pr=P1' },
    });
    renderPage(page(), '/client/pay');
    fireEvent.click(await screen.findByRole('button', { name: '微信 Native 支付' }));
    expect(await screen.findByRole('dialog', { name: '请使用微信“扫一扫”扫码支付' })).toBeTruthy();
    status = PayOrderStatus.SUCCESS;
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/client/my-signup?payResult=success'), { timeout: 5000 });
  });

  it('a closed order cannot be paid: back with payResult=close', async () => {
    signIn(['common'], []);
    fakeBackend({ 'GET /client/pay/order/get': order(PayOrderStatus.CLOSED), 'GET /client/pay/channel/get-enable-code-list': [] });
    renderPage(page(), '/client/pay');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/client/my-signup?payResult=close'));
  });
});
