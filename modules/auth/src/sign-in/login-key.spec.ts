import type { AuthLoginResp, LoginPublicKeyVO } from '@dha/contracts';
import { createTestApp, ADMIN_PASSWORD, type TestApp } from '@dha/testing';
import { constants, createPublicKey, generateKeyPairSync, publicEncrypt, randomBytes, type KeyObject } from 'node:crypto';
import { LoginKeyStore } from './infrastructure/login-key.store';

/** What the console does with WebCrypto RSA-OAEP (SHA-256). */
const encrypt = (key: KeyObject, clear: Buffer | string): string =>
  publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(clear)).toString('base64');

describe('remembered passwords: GET /system/auth/login-public-key and login with passwordCipher', () => {
  let t: TestApp;
  let served: LoginPublicKeyVO;
  let key: KeyObject;
  beforeAll(async () => {
    t = await createTestApp();
    const answer = await t.api.get<LoginPublicKeyVO>('/system/auth/login-public-key', { tenantId: null });
    expect(answer.code).toBe(0);
    served = answer.data!;
    key = createPublicKey({ key: Buffer.from(served.publicKey, 'base64'), format: 'der', type: 'spki' });
  });
  afterAll(() => t.close());

  const tokenCount = () => t.rowCount('system_access_token');

  it('serves an RSA-2048 public key without a login, the same one every time, kept in the database', async () => {
    expect(served.algorithm).toBe('RSA-OAEP-256');
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect((await t.api.get<LoginPublicKeyVO>('/system/auth/login-public-key')).data).toEqual(served);
    const rows = await t.sql<{ public_key: string; private_key: string }>('select public_key, private_key from system_login_key');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.public_key).toBe(served.publicKey);
    // another process (a fresh store on the same database) serves the stored key, not a new one
    expect(await new LoginKeyStore(t.em()).publicKey()).toEqual(served);
    expect(JSON.stringify(served)).not.toContain('PRIVATE');
  });

  it('signs in with the password encrypted under that key', async () => {
    const result = await t.api.post<AuthLoginResp>('/system/auth/login', {
      username: 'admin',
      passwordCipher: encrypt(key, ADMIN_PASSWORD()),
      rememberMe: true,
    });
    expect(result.code).toBe(0);
    expect(result.data!.accessToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a wrong password in a good ciphertext is a wrong password', async () => {
    const before = await tokenCount();
    const result = await t.api.post('/system/auth/login', { username: 'admin', passwordCipher: encrypt(key, 'wrong-pass') });
    expect(result).toEqual({ code: 1_002_000_000, msg: '登录失败，账号密码不正确', data: null });
    expect(await tokenCount()).toBe(before);
  });

  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
  it.each([
    ['not base64', () => '!!!not-base64!!!', 'passwordCipher'],
    ['too long', () => 'A'.repeat(10_000), 'passwordCipher'],
    ['of the wrong type', () => 12345, 'passwordCipher'],
    ['an empty string', () => '', 'passwordCipher'],
    ['base64 of the wrong size', () => randomBytes(100).toString('base64'), 'passwordCipher'],
    ['random bytes of the right size', () => randomBytes(256).toString('base64'), 'passwordCipher'],
    ['encrypted under another key', () => encrypt(otherKey, ADMIN_PASSWORD()), 'passwordCipher'],
    ['an encrypted empty password', () => encrypt(key, ''), 'passwordCipher'],
    ['encrypted bytes that are not UTF-8', () => encrypt(key, Buffer.from([0xff, 0xfe, 0x41])), 'passwordCipher'],
  ])('a passwordCipher %s is a 400 in the envelope, and nobody signs in', async (_, cipher, field) => {
    const before = await tokenCount();
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.config.API_PREFIX}/system/auth/login`,
      headers: { 'tenant-id': '1' },
      payload: { username: 'admin', passwordCipher: cipher() },
    });
    expect(response.statusCode).toBe(200);
    const result = JSON.parse(response.body) as { code: number; msg: string };
    expect(result.code).toBe(400);
    expect(result.msg).toContain(field);
    expect(await tokenCount()).toBe(before);
  });

  it('refuses a password and a passwordCipher together, and neither', async () => {
    const both = await t.api.post('/system/auth/login', {
      username: 'admin',
      password: ADMIN_PASSWORD(),
      passwordCipher: encrypt(key, ADMIN_PASSWORD()),
    });
    expect(both.code).toBe(400);
    expect(both.msg).toContain('passwordCipher');
    const neither = await t.api.post('/system/auth/login', { username: 'admin', passwordCipher: null });
    expect(neither.code).toBe(400);
    expect(neither.msg).toContain('password');
  });
});
