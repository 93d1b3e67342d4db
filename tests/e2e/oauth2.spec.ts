import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, Api, TEACHER } from './support/api';

/**
 * The OAuth2 authorization server through the console's /sso consent page: a client made through the
 * API sends a visitor there, the visitor signs in, approves (or denies), and the browser lands on the
 * client's redirect URI (a path of this same server that answers 404: only its query matters).
 */
async function newClient(request: APIRequestContext, redirectUri: string): Promise<{ clientId: string; secret: string }> {
  const admin = await Api.login(request, ADMIN.username, ADMIN.password);
  const clientId = `e2e-rp-${Date.now().toString(36)}`;
  const created = await admin.post<{ clientId: string; secret: string }>('/system/oauth2-client/create', {
    clientId,
    name: '端到端测试应用',
    status: 0,
    accessTokenValiditySeconds: 1800,
    refreshTokenValiditySeconds: 86400,
    redirectUris: [redirectUri],
    authorizedGrantTypes: ['authorization_code', 'refresh_token'],
    scopes: ['user.read', 'user.write'],
  });
  return created;
}

test('an OAuth2 client gets a code through the consent page and exchanges it; a denial answers access_denied', async ({
  browser,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const redirectUri = `${origin}/e2e-oauth2-callback`;
  const rp = await newClient(request, redirectUri);
  const authorizeUrl = (state: string, clientId = rp.clientId) =>
    `sso?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, scope: 'user.read', state })}`;

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // not signed in: the login page first, then back to the consent page
  await page.goto(authorizeUrl('e2e-state'));
  await page.waitForURL(/\/login\?redirect=/);
  await page.getByLabel('用户名').fill(TEACHER.username);
  await page.getByLabel('密码').fill(TEACHER.password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/\/sso\?/);
  await expect(page.getByText('端到端测试应用')).toBeVisible();
  const scope = page.getByRole('checkbox', { name: /user\.read/ });
  await expect(scope).not.toBeChecked();
  // Blueprint draws the box over the input: tick it by its label, as a person does
  await page.getByText('访问你的个人信息（user.read）').click();
  await expect(scope).toBeChecked();
  await page.getByRole('button', { name: '同意授权' }).click();
  await page.waitForURL((url) => url.pathname === '/e2e-oauth2-callback');
  const callback = new URL(page.url());
  expect(callback.searchParams.get('state')).toBe('e2e-state');
  const code = callback.searchParams.get('code');
  expect(code).toMatch(/^[0-9a-f]{32}$/);

  // the client exchanges it as a standard OAuth2 client does: a form body, HTTP Basic, an RFC 6749 answer
  const exchange = () =>
    fetch(`${origin}/admin-api/system/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${rp.clientId}:${rp.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, redirect_uri: redirectUri }),
    });
  const answer = await exchange();
  expect(answer.status).toBe(200);
  const tokens = (await answer.json()) as { access_token: string; token_type: string; scope: string };
  expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'user.read' });
  const me = await fetch(`${origin}/admin-api/system/oauth2/user/get`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(((await me.json()) as { data: { username: string } }).data.username).toBe(TEACHER.username);
  // the code is single use
  const replay = await exchange();
  expect(replay.status).toBe(400);
  expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });

  // approved once: the next request of this client passes without asking
  await page.goto(`${baseURL}${authorizeUrl('again')}`);
  await page.waitForURL((url) => url.pathname === '/e2e-oauth2-callback' && url.searchParams.get('state') === 'again');
  expect(new URL(page.url()).searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);

  // another client, denied
  const other = await newClient(request, redirectUri);
  await page.goto(`${baseURL}${authorizeUrl('no', other.clientId)}`);
  await page.getByRole('button', { name: '拒绝' }).click();
  await page.waitForURL((url) => url.pathname === '/e2e-oauth2-callback');
  const denied = new URL(page.url());
  expect(denied.searchParams.get('error')).toBe('access_denied');
  expect(denied.searchParams.get('state')).toBe('no');
  expect(denied.searchParams.get('code')).toBeNull();
  await context.close();
});
