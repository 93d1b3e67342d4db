import { createTestApp, type TestApp } from '@dha/testing';

describe('envelope and global errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health in the envelope with database and Redis up', async () => {
    const result = await t.api.get('/health');
    expect(result).toEqual({ code: 0, msg: '', data: { status: 'up', database: 'up', redis: 'up', relayLagSeconds: 0 } });
  });

  it('answers an unknown path with 404 naming the path', async () => {
    const result = await t.api.get('/no/such/path');
    expect(result).toEqual({ code: 404, msg: '请求地址不存在:/admin-api/no/such/path', data: null });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ code: 400, data: null });
  });

  it('names the trace id in a header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin-api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['trace-id']).toBe('abc-123');
    // errors too: an unknown path and a body that is not JSON
    const missing = await t.app.inject({ method: 'GET', url: '/admin-api/nope', headers: { 'x-request-id': 'abc-404' } });
    expect(missing.headers['trace-id']).toBe('abc-404');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin-api/health',
      headers: { 'content-type': 'application/json', 'x-request-id': 'abc-400' },
      payload: '{bad',
    });
    expect(bad.headers['trace-id']).toBe('abc-400');
  });

  it('answers a successful POST with HTTP 200 (not 201) and the new id in the envelope', async () => {
    const token = await t.api.loginAsAdmin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/course/location/create',
      headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
      payload: { name: '信封测试中心' },
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ code: 0, msg: '', data: expect.any(Number) });
  });
});
