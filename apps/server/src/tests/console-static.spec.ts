import { createTestApp, type TestApp } from '@dha/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/**
 * The console as the server sends it (http/console-static.ts), through the whole app: a console build
 * laid out as vite writes it (hashed files under assets/ with their .br and .gz siblings, index.html,
 * the favicon of public/), with recognisable contents so that the variant sent can be told apart.
 */
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const INDEX = '<!doctype html><html><head><script type="module" src="/dha-center/assets/index-Ab12Cd34.js"></script></head></html>\n';
const ICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);

function writeBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  for (const [file, text] of [
    ['assets/index-Ab12Cd34.js', SCRIPT],
    ['index.html', INDEX],
  ] as const) {
    writeFileSync(join(dir, file), text);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'favicon.ico'), ICON);
}

describe('the console build: precompressed, cached by kind, favicon, history fallback', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dha-console-'));
    writeBuild(dist);
    t = await createTestApp({ CONSOLE_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli before gzip before the file itself, by Accept-Encoding, and says it varies on it', async () => {
    const br = await get('/dha-center/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/dha-center/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/dha-center/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);

    for (const res of [br, gz, plain]) {
      expect(String(res.headers['content-type'])).toMatch(/^(text|application)\/javascript/);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('lets browsers keep hashed files for a year and revalidate the page', async () => {
    expect((await get('/dha-center/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/dha-center', '/dha-center/', '/dha-center/login', '/dha-center/client/course-list']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('answers the favicon at the console base and at the site root', async () => {
    for (const url of ['/favicon.ico', '/dha-center/favicon.ico']) {
      const icon = await get(url);
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toMatch(/icon/);
      expect(icon.rawPayload.equals(ICON)).toBe(true);
      expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('answers 404 for a hashed file that is not in this build, not the page in its place', async () => {
    const stale = await get('/dha-center/assets/index-Zz99Yy88.js', 'br');
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
  });
});
