import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '../../auth/session';
import { LOGIN_PASSWORD_KEY, tokenStorage } from '../../auth/token-storage';
import { fakeBackend, renderPage, type Call } from '../course/testing/fake-backend';
import { LoginForm } from './LoginForm';

jest.mock('../../api/toaster', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() }, showToast: jest.fn() }));

// the server's login key (LoginKeyStore): RSA-2048, served as base64 SPKI DER
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_KEY = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const decrypt = (cipher: string): string =>
  privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(cipher, 'base64'),
  ).toString();

const PASSWORD = 'Secret@2026';

/** the password as the browser encrypted it on an earlier visit */
let webEncrypted = '';
beforeAll(async () => {
  const key = await webcrypto.subtle.importKey('spki', Buffer.from(PUBLIC_KEY, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  webEncrypted = Buffer.from(await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(PASSWORD))).toString(
    'base64',
  );
});

function backend(
  login: (c: Call) => unknown = () => ({ userId: 1, accessToken: 'a'.repeat(32), refreshToken: 'r'.repeat(32), expiresTime: 0 }),
) {
  return fakeBackend({
    'GET /infra/config/public': {},
    'GET /system/tenant/simple-list': [{ id: 1, name: 'DHA 培训中心' }],
    'GET /system/auth/login-public-key': { publicKey: PUBLIC_KEY, algorithm: 'RSA-OAEP-256' },
    'GET /system/dict-data/list-all-simple': [],
    'GET /system/auth/get-permission-info': {
      user: { id: 1, nickname: '管理员', avatar: '', deptId: null, username: 'alice', email: '' },
      roles: ['super_admin'],
      permissions: ['*:*:*'],
      menus: [],
    },
    'POST /system/auth/login': login,
  });
}

const renderLogin = () =>
  renderPage(
    <Routes>
      <Route path="/login" element={<LoginForm defaultTarget="/" />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    '/login',
  );

const passwordField = () => screen.getByLabelText('密码') as HTMLInputElement;
const usernameField = () => screen.getByLabelText('用户名') as HTMLInputElement;
const rememberBox = () => screen.getByLabelText('记住我') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登 录' }));

describe('remember-me on the login page', () => {
  const realCrypto = globalThis.crypto;
  beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));
  afterAll(() => Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true }));
  beforeEach(() => {
    localStorage.clear();
    sessionStore.reset();
  });

  it('ticked: stores the username and the password encrypted with the server key, never in clear', async () => {
    backend();
    renderLogin();
    fireEvent.change(usernameField(), { target: { value: 'alice' } });
    fireEvent.change(passwordField(), { target: { value: PASSWORD } });
    fireEvent.click(rememberBox());
    submit();
    expect(await screen.findByText('home')).toBeTruthy();
    const remembered = tokenStorage.getRememberedLogin();
    expect(remembered?.username).toBe('alice');
    expect(decrypt(remembered!.passwordCipher!)).toBe(PASSWORD);
    expect(Object.values({ ...localStorage }).some((v) => String(v).includes(PASSWORD))).toBe(false);
  });

  it('refills the form on the next visit and signs in with the stored ciphertext', async () => {
    tokenStorage.rememberLogin('alice', webEncrypted);
    const server = backend();
    renderLogin();
    expect(usernameField().value).toBe('alice');
    expect(passwordField().value).not.toBe('');
    expect(rememberBox().checked).toBe(true);
    submit();
    expect(await screen.findByText('home')).toBeTruthy();
    const body = server.find('POST', '/system/auth/login')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'alice', passwordCipher: webEncrypted });
    expect(body.password).toBeUndefined();
    expect(tokenStorage.getRememberedLogin()).toEqual({ username: 'alice', passwordCipher: webEncrypted });
  });

  it('typing a new password replaces the remembered one', async () => {
    tokenStorage.rememberLogin('alice', webEncrypted);
    const server = backend();
    renderLogin();
    fireEvent.change(passwordField(), { target: { value: 'Other@2026' } });
    submit();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(server.find('POST', '/system/auth/login')[0]!.body).toMatchObject({ username: 'alice', password: 'Other@2026' });
    expect(decrypt(tokenStorage.getRememberedLogin()!.passwordCipher!)).toBe('Other@2026');
  });

  it('unticked: the three keys are cleared after the login', async () => {
    tokenStorage.rememberLogin('alice', webEncrypted);
    backend();
    renderLogin();
    fireEvent.click(rememberBox());
    submit();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(tokenStorage.getRememberedLogin()).toBeNull();
    expect(localStorage.getItem(LOGIN_PASSWORD_KEY)).toBeNull();
  });

  it('a remembered password the server refuses is forgotten and the field empties', async () => {
    tokenStorage.rememberLogin('alice', webEncrypted);
    backend(() => ({ code: 400, msg: '请求参数不正确:passwordCipher 无法解密，请重新输入密码' }));
    renderLogin();
    submit();
    await waitFor(() => expect(passwordField().value).toBe(''));
    expect(tokenStorage.getRememberedLogin()).toEqual({ username: 'alice', passwordCipher: null });
  });
});
