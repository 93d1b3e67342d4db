'use strict';
/**
 * A flood of the worst request bodies of issue 12 item 1 at the unauthenticated login: deeply nested
 * JSON that used to cost a second of CPU each. Two kinds, alternated: 1 MB of nested arrays (over
 * the JSON body limit: refused by its Content-Length) and ~60 KB of nested arrays inside a field
 * (under the size limit: refused by the depth scan). Runs until stopped; counts the answers.
 */
const { Pool } = require('undici');

const nested = (depth) => '['.repeat(depth) + ']'.repeat(depth);
const BODIES = [Buffer.from(nested(500_000)), Buffer.from(`{"username":${nested(30_000)},"password":"x"}`)];

function startFlood(port, connections, path = '/admin-api/system/auth/login') {
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections, pipelining: 1 });
  const codes = {};
  let sent = 0;
  let stopped = false;
  const count = (code) => (codes[code] = (codes[code] || 0) + 1);
  const started = process.hrtime.bigint();
  const workers = Array.from({ length: connections }, async (_, w) => {
    for (let i = w; !stopped; i++) {
      sent++;
      try {
        const res = await pool.request({
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', 'tenant-id': '1' },
          body: BODIES[i % BODIES.length],
          headersTimeout: 30_000,
          bodyTimeout: 30_000,
        });
        const text = await res.body.text();
        try {
          count(JSON.parse(text).code);
        } catch {
          count(`HTTP ${res.statusCode}`);
        }
      } catch (error) {
        // the server may answer 413 and close before the client has sent the whole megabyte
        count(`closed (${error.code || error.message})`);
      }
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(workers);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      await pool.close();
      return { sent, seconds, rate: sent / seconds, codes };
    },
  };
}

module.exports = { startFlood };
