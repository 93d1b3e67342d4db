import type { AuthPermissionInfo } from '@dha/contracts';
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { sessionStore } from '../../auth/session';
import { HasPermi, HasRole, IsAdmin, IsCommon, IsWechat } from './Access';
import { isWechatBrowser, PERMI_TAG_VALUE_ERROR, ROLE_TAG_VALUE_ERROR } from './directives';

// the session store notifies mounted components: change it inside act
const signIn = (roles: string[], permissions: string[] = []): void =>
  act(() =>
    sessionStore.apply({
      user: { id: 1, nickname: 'n', avatar: '', deptId: null, username: 'u', email: '' },
      roles,
      permissions,
      menus: [],
    } as AuthPermissionInfo),
  );

const shown = (text: string): boolean => screen.queryByText(text) !== null;

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  override render() {
    return this.state.error ? <p>error: {this.state.error}</p> : this.props.children;
  }
}

describe('element directives (spec §6)', () => {
  afterEach(() => act(() => sessionStore.reset()));

  it('HasRole shows for one of the roles (any-of) and removes the element otherwise', () => {
    signIn(['course_teacher']);
    render(
      <>
        <HasRole value={['signup_admin', 'course_teacher']}>teachers and admins</HasRole>
        <HasRole value={['signup_admin']}>signup admins only</HasRole>
      </>,
    );
    expect(shown('teachers and admins')).toBe(true);
    expect(shown('signup admins only')).toBe(false);
  });

  it('HasRole all needs every role; admin passes every role check', () => {
    signIn(['signup_admin']);
    const { rerender } = render(
      <HasRole all value={['signup_admin', 'course_teacher']}>
        both
      </HasRole>,
    );
    expect(shown('both')).toBe(false);
    signIn(['signup_admin', 'course_teacher']);
    rerender(
      <HasRole all value={['signup_admin', 'course_teacher']}>
        both
      </HasRole>,
    );
    expect(shown('both')).toBe(true);
    signIn(['admin']);
    rerender(
      <HasRole all value={['location_admin', 'course_teacher']}>
        both
      </HasRole>,
    );
    expect(shown('both')).toBe(true);
  });

  it("HasPermi checks exact codes (any-of / all-of); '*:*:*' passes every check", () => {
    signIn(['signup_admin'], ['course:course:query', 'course:course:update']);
    const { rerender } = render(
      <>
        <HasPermi value={['course:course:delete', 'course:course:update']}>any</HasPermi>
        <HasPermi all value={['course:course:delete', 'course:course:update']}>
          all
        </HasPermi>
        <HasPermi value={['course:course']}>prefix</HasPermi>
      </>,
    );
    expect([shown('any'), shown('all'), shown('prefix')]).toEqual([true, false, false]);
    signIn(['signup_admin'], ['*:*:*']);
    rerender(
      <HasPermi all value={['course:course:delete', 'system:user:create']}>
        all
      </HasPermi>,
    );
    expect(shown('all')).toBe(true);
  });

  it.each([
    ['HasRole', <HasRole key="r" value={[]} />, ROLE_TAG_VALUE_ERROR],
    ['HasPermi', <HasPermi key="p" value={[]} />, PERMI_TAG_VALUE_ERROR],
    ['HasPermi with a blank code', <HasPermi key="b" value={['']} />, PERMI_TAG_VALUE_ERROR],
  ])('%s without a value raises the §5 error', (_, element, message) => {
    signIn(['admin'], ['*:*:*']);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Catch>{element}</Catch>);
    expect(screen.getByText(`error: ${message}`)).toBeTruthy();
    expect(message).toMatch(/^请设置(角色|操作)权限标签值$/);
    jest.restoreAllMocks();
  });

  it.each([
    [['common'], true],
    [[], true],
    [['course_teacher'], false],
    [['common', 'course_teacher'], false],
    [['signup_admin', 'course_teacher'], false],
  ])('IsCommon / IsAdmin for roles %j: visitor %s', (roles, visitor) => {
    signIn(roles);
    render(
      <>
        <IsCommon>visitor part</IsCommon>
        <IsAdmin>staff part</IsAdmin>
      </>,
    );
    expect(shown('visitor part')).toBe(visitor);
    expect(shown('staff part')).toBe(!visitor);
  });

  describe('IsWechat', () => {
    const WECHAT_UA =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
    const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const withUserAgent = (ua: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
    afterEach(() => jest.restoreAllMocks());

    it('pc shows outside WeChat and wx hides there', () => {
      withUserAgent(DESKTOP_UA);
      render(
        <>
          <IsWechat value="pc">pc only</IsWechat>
          <IsWechat value="wx">wechat only</IsWechat>
        </>,
      );
      expect(shown('pc only')).toBe(true);
      expect(shown('wechat only')).toBe(false);
    });

    it('inside the WeChat browser wx shows and pc hides', () => {
      withUserAgent(WECHAT_UA);
      render(
        <>
          <IsWechat value="pc">pc only</IsWechat>
          <IsWechat value="wx">wechat only</IsWechat>
        </>,
      );
      expect(shown('pc only')).toBe(false);
      expect(shown('wechat only')).toBe(true);
    });

    it('reads MicroMessenger from the user agent', () => {
      expect(isWechatBrowser(WECHAT_UA)).toBe(true);
      expect(isWechatBrowser(DESKTOP_UA)).toBe(false);
    });
  });
});
