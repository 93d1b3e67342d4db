import { COURSE_ROUTE_ROLES } from '@dha/contracts';
import { decideNavigation, isOpenRoute, loginRedirect, type NavigationInput } from './guard';

const staff = (over: Partial<NavigationInput> = {}): NavigationInput => ({
  path: '/index',
  fullPath: '/index',
  hasToken: true,
  sessionLoaded: true,
  roles: ['dept_admin'],
  routeExists: true,
  ...over,
});

describe('decideNavigation', () => {
  describe('without a token', () => {
    it.each(['/login', '/register', '/401', '/404', '/client/course-list', '/client/my-profile', '/oauthLogin/gitee'])(
      'allows the open route %s',
      (path) => {
        expect(decideNavigation({ ...staff({ path, fullPath: path }), hasToken: false, sessionLoaded: false, roles: [] })).toEqual({
          kind: 'allow',
        });
      },
    );

    it('sends anything else to /login with the encoded full path', () => {
      const fullPath = '/course/review?courseId=3&tab=a b#x';
      const d = decideNavigation(staff({ path: '/course/review', fullPath, hasToken: false, sessionLoaded: false, roles: [] }));
      expect(d).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fcourse%2Freview%3FcourseId%3D3%26tab%3Da%20b%23x' });
      expect(decodeURIComponent(new URLSearchParams((d as { to: string }).to.split('?')[1]).get('redirect')!)).toBe(
        decodeURIComponent(fullPath),
      );
    });

    it('a /client/ path not on the open list still needs a login', () => {
      expect(
        decideNavigation(staff({ path: '/client/orders', fullPath: '/client/orders', hasToken: false, sessionLoaded: false })),
      ).toEqual({
        kind: 'redirect',
        to: loginRedirect('/client/orders'),
      });
    });
  });

  describe('with a token', () => {
    it('a logged-in user on /login goes to /', () => {
      expect(decideNavigation(staff({ path: '/login', fullPath: '/login?redirect=%2Findex' }))).toEqual({ kind: 'redirect', to: '/' });
      expect(decideNavigation(staff({ path: '/login', sessionLoaded: false, roles: [] }))).toEqual({ kind: 'redirect', to: '/' });
    });

    it('first navigation loads the session before deciding', () => {
      expect(decideNavigation(staff({ sessionLoaded: false, roles: [] }))).toEqual({ kind: 'load-session' });
    });

    it('a common user is sent to /401 on /course/review but may use open and /client/ paths', () => {
      const common = { roles: ['common'], routeRoles: COURSE_ROUTE_ROLES.review };
      expect(decideNavigation(staff({ ...common, path: '/course/review' }))).toEqual({ kind: 'redirect', to: '/401' });
      expect(decideNavigation(staff({ ...common, path: '/system/user', routeRoles: undefined }))).toEqual({ kind: 'redirect', to: '/401' });
      // the management home is no visitor's: they land in the client area
      for (const path of ['/', '/index'])
        expect(decideNavigation(staff({ ...common, path, routeRoles: undefined }))).toEqual({
          kind: 'redirect',
          to: '/client/course-list',
        });
      expect(decideNavigation(staff({ ...common, path: '/client/my-signup', routeRoles: undefined }))).toEqual({ kind: 'allow' });
      expect(decideNavigation(staff({ ...common, path: '/client/anything/else', routeRoles: undefined }))).toEqual({ kind: 'allow' });
      expect(decideNavigation(staff({ ...common, path: '/404', routeRoles: undefined }))).toEqual({ kind: 'allow' });
    });

    it('a user without roles (ROLE_DEFAULT) counts as common', () => {
      expect(decideNavigation(staff({ roles: ['ROLE_DEFAULT'], path: '/system/user' }))).toEqual({ kind: 'redirect', to: '/401' });
      expect(decideNavigation(staff({ roles: [], path: '/system/user' }))).toEqual({ kind: 'redirect', to: '/401' });
    });

    it('staff holding two roles (which §6 would call "common") keep the console; common plus a staff role too', () => {
      expect(decideNavigation(staff({ roles: ['signup_admin', 'course_teacher'], path: '/index' }))).toEqual({ kind: 'allow' });
      expect(decideNavigation(staff({ roles: ['common', 'course_teacher'], path: '/course/review' }))).toEqual({ kind: 'allow' });
    });

    it('route meta roles: one of them is needed, else /401', () => {
      const loc = { path: '/course/location', routeRoles: COURSE_ROUTE_ROLES.location };
      expect(decideNavigation(staff({ ...loc, roles: ['area_admin'] }))).toEqual({ kind: 'allow' });
      expect(decideNavigation(staff({ ...loc, roles: ['course_teacher', 'signup_admin'] }))).toEqual({ kind: 'redirect', to: '/401' });
      expect(decideNavigation(staff({ ...loc, roles: ['super_admin'] }))).toEqual({ kind: 'allow' });
      expect(
        decideNavigation(staff({ path: '/course/signuprecord/3', routeRoles: COURSE_ROUTE_ROLES.signuprecord, roles: ['other_teacher'] })),
      ).toEqual({
        kind: 'allow',
      });
    });

    it('unknown paths go to /404', () => {
      expect(decideNavigation(staff({ path: '/no/such/page', routeExists: false }))).toEqual({ kind: 'redirect', to: '/404' });
    });

    it('staff may open management routes', () => {
      expect(decideNavigation(staff())).toEqual({ kind: 'allow' });
      expect(decideNavigation(staff({ path: '/client/course-list' }))).toEqual({ kind: 'allow' });
    });
  });

  it('isOpenRoute ignores a trailing slash', () => {
    expect(isOpenRoute('/login/')).toBe(true);
    expect(isOpenRoute('/index')).toBe(false);
  });
});
