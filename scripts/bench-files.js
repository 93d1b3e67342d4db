#!/usr/bin/env node
'use strict';
/**
 * npm run bench:files: upload throughput of a 5 MB image to each storage (database, local disk, an S3
 * fake), through the BUILT server's `POST /infra/file/upload` (multipart, judged by its bytes), and the
 * read back through `GET /infra/file/{configId}/get/**`. Loopback only; the S3 store is s3rver (the same
 * fake the tests use), so its figure is the SDK and our path, not a real network's.
 *
 * Env: BENCH_FILE_MB (default 5), BENCH_FILE_UPLOADS (sequential uploads per storage, default 10),
 * BENCH_PORT (default 48286).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const crypto = require('node:crypto');
const S3rver = require('s3rver');
const { ADMIN_PASSWORD, createBenchEnv } = require('./lib/bench-env');

const MB = Number(process.env.BENCH_FILE_MB || 5);
const UPLOADS = Number(process.env.BENCH_FILE_UPLOADS || 10);
const PORT = Number(process.env.BENCH_PORT || 48286);
const log = (line) => process.stdout.write(`[bench:files] ${line}\n`);
const env = createBenchEnv('bench-files', log);

/** A PNG signature and header followed by random bytes: judged an image by its content. */
function imageOf(bytes) {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([png, crypto.randomBytes(bytes - png.length)]);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dha-bench-files-'));
  env.onCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'bench' }],
  });
  const { port: s3Port } = await s3.run();
  env.onCleanup(() => s3.close());
  const { api } = await env.startServer({
    port: PORT,
    databasePrefix: 'dha_bench_files',
    extra: { FILE_UPLOAD_MAX_BYTES: String((MB + 1) * 1024 * 1024), RUN_WORKERS: 'false' },
  });
  const call = async (method, url, body) => {
    const r = await fetch(`${api}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'tenant-id': '1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await r.json();
    if (json.code !== 0) throw new Error(`${method} ${url}: ${json.code} ${json.msg}`);
    return json.data;
  };
  let token = '';
  token = (await call('POST', '/system/auth/login', { username: 'admin', password: ADMIN_PASSWORD })).accessToken;
  const configs = [
    ['数据库', (await call('GET', '/infra/file-config/page?pageNo=1&pageSize=10')).list[0].id],
    [
      '本地磁盘',
      await call('POST', '/infra/file-config/create', { name: '本地', storage: 10, config: { basePath: path.join(dir, 'local') } }),
    ],
    [
      'S3 (s3rver)',
      await call('POST', '/infra/file-config/create', {
        name: 'S3',
        storage: 20,
        config: {
          endpoint: `http://127.0.0.1:${s3Port}`,
          bucket: 'bench',
          accessKey: 'S3RVER',
          accessSecret: 'S3RVER',
          enablePathStyleAccess: true,
        },
      }),
    ],
  ];
  const file = imageOf(MB * 1024 * 1024);
  const lines = [
    '',
    `Upload of a ${MB} MB image, ${UPLOADS} one after the other per storage (multipart POST /infra/file/upload, then GET of its URL)`,
  ];
  for (const [name, id] of configs) {
    await call('PUT', `/infra/file-config/update-master?id=${id}`);
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'image/png' }), 'bench.png');
      const r = await fetch(`${api}/infra/file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
        body: form,
      });
      const json = await r.json();
      if (json.code !== 0) throw new Error(`upload to ${name}: ${json.code} ${json.msg}`);
      return json.data;
    };
    await upload(); // warm-up
    const times = [];
    let url = '';
    for (let i = 0; i < UPLOADS; i++) {
      const t0 = process.hrtime.bigint();
      url = await upload();
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const readTimes = [];
    for (let i = 0; i < UPLOADS; i++) {
      const t0 = process.hrtime.bigint();
      const body = Buffer.from(await (await fetch(new URL(url, api).href)).arrayBuffer());
      readTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (body.length !== file.length) throw new Error(`read back from ${name}: ${body.length} bytes`);
    }
    const rate = (list) => (MB * list.length) / (list.reduce((a, b) => a + b, 0) / 1000);
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    lines.push(
      `  ${name.padEnd(12)} upload ${rate(times).toFixed(1).padStart(6)} MB/s (median ${median(times).toFixed(0)} ms)   read ${rate(readTimes).toFixed(1).padStart(6)} MB/s (median ${median(readTimes).toFixed(0)} ms)`,
    );
    log(lines[lines.length - 1].trim());
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  return 0;
}

env.run(main);
