import { safeRedirect } from './redirect-target';
import { validateRegister } from './register-rules';

const ok = { username: 'alice01', nickname: '爱丽丝', password: 'pass1234', confirmPassword: 'pass1234' };

describe('register form rules', () => {
  it('accepts a valid form', () => {
    expect(validateRegister(ok)).toEqual({});
  });

  it.each([
    [{ username: 'ab1' }, 'username'],
    [{ username: 'a'.repeat(31) }, 'username'],
    [{ username: 'alice_01' }, 'username'],
    [{ nickname: '  ' }, 'nickname'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'password'],
    [{ password: 'Abc$567', confirmPassword: 'Abc$567' }, 'password'],
    [{ password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) }, 'password'],
    [{ confirmPassword: 'other' }, 'confirmPassword'],
  ])('rejects %o on %s', (over, field) => {
    expect(Object.keys(validateRegister({ ...ok, ...over }))).toEqual([field]);
  });

  it('accepts a long passphrase (8–128 characters, as the server)', () => {
    const phrase = 'correct horse battery staple '.repeat(4);
    expect(validateRegister({ ...ok, password: phrase, confirmPassword: phrase })).toEqual({});
  });

  it('trims the username before checking it', () => {
    expect(validateRegister({ ...ok, username: '  alice01 ' })).toEqual({});
  });
});

describe('login redirect target', () => {
  it('follows in-app paths only', () => {
    expect(safeRedirect('/course/review?x=1')).toBe('/course/review?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=x')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
