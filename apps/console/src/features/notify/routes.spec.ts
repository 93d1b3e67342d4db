import { matchRoutes } from 'react-router-dom';
import { findPage } from '../../app/page-registry';
import { layoutRoutes } from '../layout/routes';
import { MY_NOTIFY_MESSAGE_PATH, notifyRoutes } from './routes';

describe('notify routes', () => {
  it('/user/notify-message is a static layout route named MyNotifyMessage, with no role of its own', () => {
    const matches = matchRoutes(layoutRoutes(notifyRoutes), MY_NOTIFY_MESSAGE_PATH)!;
    expect(matches.some((m) => (m.route.handle as { roles?: unknown } | undefined)?.roles)).toBe(false);
    const leaf = matches.at(-1)!;
    expect(leaf.route.id).toBe('MyNotifyMessage');
    expect(leaf.route.handle).toMatchObject({ title: '我的站内信' });
  });

  it('the template menu (system/notify/template/index) has a page', async () => {
    const loader = findPage('/system/notify/template/index.vue');
    expect(loader).toBeDefined();
    expect(typeof (await loader!()).default).toBe('function');
    expect(typeof (await findPage('system/notify/my/index')!()).default).toBe('function');
  });
});
