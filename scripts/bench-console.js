#!/usr/bin/env node
'use strict';
/**
 * npm run bench:console: the console's performance budget, in headless Chromium.
 *
 * Builds nothing: it measures the BUILT console (apps/console/dist) as served by the BUILT server
 * (apps/server/dist): run `npx turbo run build` first. The server runs the way the browser tests run
 * it (tests/e2e/server.js: a fresh database of its own with the demo data, dropped afterwards, a Redis
 * key prefix of its own) on a free port.
 *
 * - Initial JavaScript: every script a cold load (empty cache) of /dha-center/login and of
 *   /dha-center/client/course-list requested before the page was interactive (its ready element laid
 *   out, below), each body gzipped here at level 9 (a stable figure, whatever encoding the server chose),
 *   against the budget of BENCH_CONSOLE_BUDGET_KB (default 150) KB per page. Also printed: the bytes the
 *   browser actually transferred and their encoding, and the scripts requested later, up to network idle
 *   (deferred: the live channel's socket.io, icons). Exits with 1 when a page is over the budget.
 * - Time to interactive of the course list: from navigation start to the first course card visible
 *   (`performance.now()` in the page when a MutationObserver first sees it laid out), cold cache, median
 *   of BENCH_CONSOLE_RUNS (default 5) runs, next to the login page's (navigation start → the username
 *   field visible) measured alternately in the same run, as a ratio.
 *
 * Options: BENCH_CONSOLE_RUNS, BENCH_CONSOLE_BUDGET_KB, CHROMIUM_PATH (default /usr/bin/chromium),
 * BENCH_CONSOLE_VERBOSE=1 (list every script of the budget pages).
 *
 * Figures and their history: docs/benchmarks.md.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_CONSOLE_RUNS || 5);
const BUDGET_KB = Number(process.env.BENCH_CONSOLE_BUDGET_KB || 150);
const VERBOSE = process.env.BENCH_CONSOLE_VERBOSE === '1';
const say = (line) => process.stdout.write(`${line}\n`);

/** What each page counts as interactive: its first meaningful control laid out. */
const PAGES = [
  { name: 'login', path: '/dha-center/login', ready: 'input[name="username"]' },
  { name: 'client/course-list', path: '/dha-center/client/course-list', ready: '[data-testid^="course-"]' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before answering (see its output above)');
    try {
      const res = await fetch(`${origin}/admin-api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${origin}/admin-api/health within ${timeoutMs / 1000} s`);
}

/** Records in the page when `selector` is first laid out (ms since navigation start). */
function readyProbe(selector) {
  const seen = () => {
    const el = document.querySelector(selector);
    if (!el || el.getBoundingClientRect().height === 0) return false;
    window.__benchReadyAt = performance.now();
    return true;
  };
  const watch = () => {
    if (seen()) return;
    const observer = new MutationObserver(() => seen() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  };
  if (document.readyState === 'loading') document.addEventListener('readystatechange', watch, { once: true });
  else watch();
}

/** One cold load: the scripts it fetched (until network idle) and when the page became usable. */
async function coldLoad(browser, origin, page) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(readyProbe, page.ready);
    const scripts = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await tab.goto(origin + page.path, { waitUntil: 'networkidle' });
    await tab
      .waitForFunction(() => window.__benchReadyAt !== undefined, null, { timeout: 15_000 })
      .catch(() => {
        throw new Error(`${page.path}: "${page.ready}" never became visible (no demo courses?)`);
      });
    const { readyMs, readyAt } = await tab.evaluate(() => ({
      readyMs: window.__benchReadyAt,
      readyAt: performance.timeOrigin + window.__benchReadyAt,
    }));
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      const sizes = await response.request().sizes();
      files.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gz: zlib.gzipSync(body, { level: 9 }).length,
        transferred: sizes.responseBodySize,
        encoding: (await response.allHeaders())['content-encoding'] || 'identity',
        // both clocks are the browser's wall clock
        beforeReady: response.request().timing().startTime < readyAt,
      });
    }
    return { readyMs, files };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  let overBudget = false;
  try {
    // warm the server (first requests of a fresh process compile its routes), not counted
    for (const page of PAGES) await coldLoad(browser, origin, page);

    say(`\nInitial JavaScript (cold load; scripts requested before the page was interactive; bodies gzipped -9 here)`);
    say(
      `  ${'page'.padEnd(22)}${'scripts'.padStart(8)}${'raw KB'.padStart(10)}${'gzip KB'.padStart(10)}${'sent KB'.padStart(10)}  encoding   budget ${BUDGET_KB} KB gz`,
    );
    const deferred = [];
    for (const page of PAGES) {
      const loaded = (await coldLoad(browser, origin, page)).files;
      const files = loaded.filter((f) => f.beforeReady);
      const later = loaded.filter((f) => !f.beforeReady);
      const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
      const encodings = [...new Set(files.map((f) => f.encoding))].join('+');
      const ok = sum(files, 'gz') <= BUDGET_KB * 1024;
      overBudget ||= !ok;
      say(
        `  ${page.name.padEnd(22)}${String(files.length).padStart(8)}${kb(sum(files, 'raw')).padStart(10)}${kb(sum(files, 'gz')).padStart(10)}` +
          `${kb(sum(files, 'transferred')).padStart(10)}  ${encodings.padEnd(10)} ${ok ? 'ok' : `OVER by ${kb(sum(files, 'gz') - BUDGET_KB * 1024)} KB`}`,
      );
      deferred.push(
        `  ${page.name.padEnd(22)}${String(later.length).padStart(8)}${kb(sum(later, 'raw')).padStart(10)}${kb(sum(later, 'gz')).padStart(10)}`,
      );
      if (VERBOSE) {
        for (const f of [...loaded].sort((a, b) => b.gz - a.gz))
          say(`      ${kb(f.gz).padStart(7)} KB gz  ${f.beforeReady ? '' : '(later) '}${f.url}`);
      }
    }
    say('Requested after the page was interactive, up to network idle (not in the budget)');
    for (const line of deferred) say(line);

    const times = Object.fromEntries(PAGES.map((p) => [p.name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) times[page.name].push((await coldLoad(browser, origin, page)).readyMs);
    }
    const login = median(times.login);
    const courses = median(times['client/course-list']);
    say(`\nTime to interactive (cold cache, navigation start → ready element visible; median of ${RUNS})`);
    for (const page of PAGES) {
      say(
        `  ${page.name.padEnd(22)}${median(times[page.name]).toFixed(0).padStart(6)} ms   runs: ${times[page.name].map((t) => t.toFixed(0)).join(', ')}`,
      );
    }
    say(`  course list / login (baseline): ${(courses / login).toFixed(2)}`);
  } finally {
    await browser.close();
  }
  return overBudget;
}

async function main() {
  for (const built of ['apps/console/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(ROOT, built)))
      throw new Error(`${built} is missing: bench:console builds nothing, run \`npx turbo run build\` first`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  say(`bench:console: the built console and server on ${origin} (fresh database with the demo data)`);
  const server = spawn(process.execPath, [path.join(ROOT, 'tests/e2e/server.js')], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(port), E2E_SEED_DEMO: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopServer = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM'); // server.js stops the app and drops its database
    await exited;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopServer().then(() => process.exit(130)));
  try {
    await waitForHealth(origin, server, 180_000);
    const overBudget = await measure(origin);
    if (overBudget) say(`\nOver the budget of ${BUDGET_KB} KB gzipped per page.`);
    process.exitCode = overBudget ? 1 : 0;
  } finally {
    await stopServer();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:console failed: ${error && error.stack ? error.stack : error}\n`);
  process.exitCode = 1;
});
