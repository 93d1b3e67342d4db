import { FileStorage, RoleCode, type FileConfigVO, type FilePresignedUrlVO, type FileVO, type PageResult } from '@dha/contracts';
import { signIn, uniq } from '@dha/system/testing';
import { withAdminApp, type TestApp } from '@dha/testing';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };
import { InfraErrors } from '../infra.errors';
import { fetchFile, PNG_1X1, uploadFile } from '../testing';

jest.setTimeout(60_000);

const UPLOAD_MAX = 64 * 1024;
const BUCKET = 'dha-files';

/** Files: uploads judged by their bytes, on the database (default), the local disk and an S3 fake; the public read path. */
describe('files and their storages', () => {
  let t: TestApp;
  let admin: string;
  /** a staff member without file permissions: uploads need only a staff login */
  let staff: string;
  let visitor: string;
  const dir = mkdtempSync(join(tmpdir(), 'dha-files-'));
  const s3dir = mkdtempSync(join(tmpdir(), 'dha-s3-'));
  let s3: InstanceType<typeof S3rver>;
  let s3Endpoint = '';

  withAdminApp(
    async (app, token) => {
      [t, admin] = [app, token];
      staff = (await signIn(t, uniq('upl'), [RoleCode.SIGNUP_ADMIN])).token;
      visitor = (await signIn(t, uniq('uplv'), [RoleCode.COMMON])).token;
      s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET }] });
      const { port } = await s3.run();
      s3Endpoint = `http://127.0.0.1:${port}`;
    },
    { FILE_UPLOAD_MAX_BYTES: String(UPLOAD_MAX) },
  );
  afterAll(async () => {
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(s3dir, { recursive: true, force: true });
  });

  const configs = async () => (await t.api.get<PageResult<FileConfigVO>>('/infra/file-config/page', { token: admin })).data!.list;
  const master = async (id: number) =>
    expect(await t.api.put('/infra/file-config/update-master', undefined, { token: admin, query: { id } })).toMatchObject({ code: 0 });
  const createConfig = async (body: Record<string, unknown>) => {
    const r = await t.api.post<number>('/infra/file-config/create', body, { token: admin });
    expect(r).toMatchObject({ code: 0 });
    return r.data!;
  };

  it('stores in the database by default: a staff member uploads an image, anyone reads it back; a visitor may not upload', async () => {
    const [db] = await configs();
    expect(db).toMatchObject({ storage: FileStorage.DB, master: true });
    expect((await uploadFile(t, visitor, { name: 'v.png', content: PNG_1X1 })).code).toBe(403);
    const up = await uploadFile(t, staff, { name: '../../封面 图.PNG', content: PNG_1X1 }, { directory: 'course' });
    expect(up.code).toBe(0);
    expect(up.data).toMatch(
      new RegExp(`^/admin-api/infra/file/${db!.id}/get/course/\\d{8}/%E5%B0%81%E9%9D%A2_%E5%9B%BE_[0-9a-f]{12}\\.png$`),
    );
    const got = await fetchFile(t, up.data!);
    expect(got).toMatchObject({ status: 200, type: 'image/png' });
    expect(got.body.equals(PNG_1X1)).toBe(true);
    expect(got.headers['content-disposition']).toBe('inline');
    const files = (await t.api.get<PageResult<FileVO>>('/infra/file/page', { token: admin, query: { path: 'course/' } })).data!;
    expect(files.list[0]).toMatchObject({ configId: db!.id, name: '封面 图.PNG', type: 'image/png', size: PNG_1X1.length, url: up.data });
  });

  it('refuses a file whose bytes are not its type, a type not allowed, and one over the limit before reading it whole', async () => {
    const before = await t.rowCount('infra_file');
    const html = await uploadFile(t, admin, { name: 'x.png', content: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(html.code).toBe(InfraErrors.FILE_CONTENT_MISMATCH.code);
    expect(html.msg).toContain('.png');
    const pngAsPdf = await uploadFile(t, admin, { name: 'x.pdf', content: PNG_1X1 });
    expect(pngAsPdf.code).toBe(InfraErrors.FILE_CONTENT_MISMATCH.code);
    const pngAsText = await uploadFile(t, admin, { name: 'x.txt', content: PNG_1X1 });
    expect(pngAsText.code).toBe(InfraErrors.FILE_CONTENT_MISMATCH.code);
    for (const name of ['x.svg', 'x.html', 'x.exe', 'noext'])
      expect((await uploadFile(t, admin, { name, content: Buffer.from('hi') })).code).toBe(InfraErrors.FILE_TYPE_NOT_ALLOWED.code);
    expect((await uploadFile(t, admin, { name: 'empty.png', content: Buffer.alloc(0) })).code).toBe(InfraErrors.FILE_IS_EMPTY.code);
    // over the limit: refused by its Content-Length
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(UPLOAD_MAX * 2)]);
    const refused = await uploadFile(t, admin, { name: 'big.png', content: big });
    expect(refused).toMatchObject({ code: InfraErrors.FILE_TOO_LARGE.code });
    // just over (within the framing allowance): refused when the stream passes the limit
    const justOver = await uploadFile(t, admin, { name: 'big.png', content: Buffer.concat([PNG_1X1, Buffer.alloc(UPLOAD_MAX)]) });
    expect(justOver.code).toBe(InfraErrors.FILE_TOO_LARGE.code);
    const anonymous = await t.app.inject({ method: 'POST', url: '/admin-api/infra/file/upload', headers: { 'tenant-id': '1' } });
    expect(JSON.parse(anonymous.body).code).toBe(401);
    expect(await t.rowCount('infra_file')).toBe(before);
    const traversal = await fetchFile(t, '/admin-api/infra/file/1/get/%2e%2e/%2e%2e/system/user/page');
    expect(JSON.parse(traversal.body.toString())).toMatchObject({ code: 404 });
    expect((await fetchFile(t, '/admin-api/infra/file/1/get/nothing/here.png')).status).toBe(404);
  });

  it('stores on the local disk once that configuration is the master; the master cannot be deleted', async () => {
    const id = await createConfig({ name: '本地磁盘', storage: FileStorage.LOCAL, config: { basePath: dir } });
    await master(id);
    const list = await configs();
    expect(list.filter((c) => c.master).map((c) => c.id)).toEqual([id]);
    const up = await uploadFile(t, admin, { name: 'a.png', content: PNG_1X1 });
    const path = decodeURIComponent(up.data!.split(`/get/`)[1]!);
    expect(readFileSync(join(dir, path)).equals(PNG_1X1)).toBe(true);
    expect((await fetchFile(t, up.data!)).body.equals(PNG_1X1)).toBe(true);
    expect((await t.api.delete('/infra/file-config/delete', { token: admin, query: { id } })).code).toBe(
      InfraErrors.FILE_CONFIG_DELETE_FAIL_MASTER.code,
    );
    const [file] = (await t.api.get<PageResult<FileVO>>('/infra/file/page', { token: admin, query: { path } })).data!.list;
    expect(await t.api.delete('/infra/file/delete', { token: admin, query: { id: file!.id } })).toMatchObject({ code: 0 });
    expect(existsSync(join(dir, path))).toBe(false);
    expect((await fetchFile(t, up.data!)).status).toBe(404);
  });

  it('stores on S3 through the AWS SDK (a local S3 fake), tests the configuration, and takes presigned uploads', async () => {
    const bad = await t.api.post(
      '/infra/file-config/create',
      { name: 'S3', storage: FileStorage.S3, config: { endpoint: s3Endpoint } },
      { token: admin },
    );
    expect(bad.code).toBe(InfraErrors.FILE_CONFIG_INVALID.code);
    const id = await createConfig({
      name: 'S3',
      storage: FileStorage.S3,
      config: {
        endpoint: s3Endpoint,
        bucket: BUCKET,
        accessKey: 'S3RVER',
        accessSecret: 'S3RVER',
        region: 'us-east-1',
        enablePathStyleAccess: true,
      },
    });
    const shown = (await t.api.get<FileConfigVO>('/infra/file-config/get', { token: admin, query: { id } })).data!;
    expect(shown.config.accessSecret).toBe('******');
    // the console sends the masked secret back: the stored one stays
    const { id: _, name, storage, remark, config } = shown;
    expect(
      await t.api.put('/infra/file-config/update', { id, name: `${name} 本地替身`, storage, remark, config }, { token: admin }),
    ).toMatchObject({
      code: 0,
    });
    const tested = await t.api.get<string>('/infra/file-config/test', { token: admin, query: { id } });
    expect(tested.code).toBe(0);
    expect((await fetchFile(t, tested.data!)).body.equals(PNG_1X1)).toBe(true);
    await master(id);

    const up = await uploadFile(t, admin, { name: 'cover.png', content: PNG_1X1 });
    expect((await fetchFile(t, up.data!)).body.equals(PNG_1X1)).toBe(true);

    const presigned = (await t.api.get<FilePresignedUrlVO>('/infra/file/presigned-url', { token: staff, query: { name: 'direct.png' } }))
      .data!;
    expect(presigned).toMatchObject({ configId: id });
    const put = await fetch(presigned.uploadUrl, { method: 'PUT', body: PNG_1X1, headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const created = await t.api.post<number>(
      '/infra/file/create',
      { configId: id, path: presigned.path, name: 'direct.png', url: presigned.url, size: 1 },
      { token: staff },
    );
    expect(created.code).toBe(0);
    const file = (await t.api.get<FileVO>('/infra/file/get', { token: admin, query: { id: created.data! } })).data!;
    expect(file).toMatchObject({ path: presigned.path, size: PNG_1X1.length, type: 'image/png', url: presigned.url });
    expect((await fetchFile(t, presigned.url)).body.equals(PNG_1X1)).toBe(true);
    // a presigned upload whose bytes are not its type is refused and removed
    const fake = (await t.api.get<FilePresignedUrlVO>('/infra/file/presigned-url', { token: staff, query: { name: 'fake.png' } })).data!;
    await fetch(fake.uploadUrl, { method: 'PUT', body: '<svg onload=alert(1)>', headers: { 'content-type': 'image/png' } });
    const refused = await t.api.post(
      '/infra/file/create',
      { configId: id, path: fake.path, name: 'fake.png', url: fake.url, size: 1 },
      { token: staff },
    );
    expect(refused.code).toBe(InfraErrors.FILE_CONTENT_MISMATCH.code);
    expect((await fetchFile(t, fake.url)).status).toBe(404);

    await t.api.delete('/infra/file-config/delete', {
      token: admin,
      query: { id: (await configs()).find((c) => c.storage === FileStorage.LOCAL)!.id },
    });
    const [db] = await configs();
    await master(db!.id);
    const notS3 = await t.api.get('/infra/file/presigned-url', { token: staff, query: { name: 'direct.png' } });
    expect(notS3.code).toBe(InfraErrors.FILE_PRESIGNED_NOT_SUPPORTED.code);
  });
});
