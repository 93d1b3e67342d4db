import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, findDrawer, ok, renderClient, resetClientState } from '../shared/test-utils';

/** The client drawer offers registration only while the organisation keeps it open (config system.register.enabled). */
describe('client layout: the register entry follows the configuration', () => {
  beforeEach(() => resetClientState({ loggedIn: false }));

  async function openDrawer(registerEnabled: string | null) {
    fakeServer({
      'GET /infra/config/public': ok({ 'system.org.name': '测试中心', 'system.register.enabled': registerEnabled }),
      'GET /client/location/list': ok([]),
    });
    renderClient('/client/traffic');
    expect(await screen.findByText('测试中心')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
    return within(await findDrawer());
  }

  it('shows 注册 while registration is open', async () => {
    const drawer = await openDrawer('true');
    expect(drawer.getByText('登录')).toBeTruthy();
    expect(drawer.getByText('注册')).toBeTruthy();
  });

  it('hides 注册 when the organisation closed registration', async () => {
    const drawer = await openDrawer('false');
    expect(drawer.getByText('登录')).toBeTruthy();
    expect(drawer.queryByText('注册')).toBeNull();
  });
});
