import { matchRoutes } from 'react-router-dom';
import { mergedMeta } from './route-meta';
import { resolveRoute, routes } from './router';

describe('route table (spec §2)', () => {
  it.each([
    '/help',
    '/sso',
    '/social-login',
    '/auth-redirect',
    '/bind',
    '/index',
    '/user/profile',
    '/user/notify-message',
    '/dict/type/data/12',
    '/job/log',
    '/codegen/edit/3',
    '/pay/cashier',
    '/system/help',
    '/redirect/system/user',
  ])('%s answers a page', async (path) => {
    expect((await resolveRoute(path)).exists).toBe(true);
  });

  it.each(['/dict/type/data/abc', '/dict/type/data/1.5', '/codegen/edit/x1', '/course/signuprecord/abc', '/course/completereg/1e3'])(
    '%s (an id that is not digits) answers /404',
    async (path) => {
      expect((await resolveRoute(path)).exists).toBe(false);
    },
  );

  it('an unknown path without a menu answers /404', async () => {
    expect((await resolveRoute('/no/such/page')).exists).toBe(false);
  });

  it('/pay/cashier is not cached; the layout routes are hidden; the home tab is pinned', () => {
    const meta = (path: string) => mergedMeta(matchRoutes(routes, path)!.map((m) => m.route));
    expect(meta('/pay/cashier')).toMatchObject({ title: '收银台', noCache: true, hidden: true });
    expect(meta('/user/profile')).toMatchObject({ title: '个人中心', hidden: true });
    expect(meta('/index')).toMatchObject({ title: '首页', affix: true });
    expect(meta('/')).not.toHaveProperty('title');
  });
});
