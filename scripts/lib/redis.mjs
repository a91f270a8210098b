/**
 * Local Redis for `npm start` and `npm test` when REDIS_URL is unset: a redis-server child on a free
 * loopback port, always with maxmemory-policy noeviction (BullMQ needs it).
 * persistentDir: keep data there with appendonly (start); null: no persistence at all (tests).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from './system-packages.mjs';
import { freePort } from './ports.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Sends PING over raw RESP; resolves true on +PONG. */
export function redisPing(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    let buf = '';
    const done = (ok) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => sock.write('PING\r\n'));
    sock.on('data', (d) => {
      buf += d.toString();
      if (buf.includes('\r\n')) done(buf.startsWith('+PONG'));
    });
    sock.once('error', () => done(false));
  });
}

/** A redis-server left behind by a killed earlier run would write to the same append-only file: stop it. */
async function stopStaleServer(pidFile) {
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* not running */
  }
  if (pid && cmdline.includes('redis-server')) {
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && fs.existsSync(`/proc/${pid}`); i++) await sleep(100);
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * Start redis-server. With a Supervisor, it runs as a critical child (its death stops everything) and
 * stopAll() ends it; stop() works in both cases. Returns { url, port, stop }.
 */
export async function startRedis({ persistentDir = null, supervisor = null, port } = {}) {
  ensureSystemPackages(['redis-server'], { why: 'The local Redis (used when REDIS_URL is unset)' });
  const listenPort = port ?? (await freePort());
  // Its log goes to a file (shown if it fails to start): the start banner is noise next to the app's output.
  const logDir = persistentDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'eps-redis-'));
  const logFile = path.join(logDir, 'redis.log');
  const args = ['--port', String(listenPort), '--bind', '127.0.0.1', '--maxmemory-policy', 'noeviction'];
  args.push('--loglevel', 'warning', '--logfile', logFile);
  if (persistentDir) {
    fs.mkdirSync(persistentDir, { recursive: true });
    const pidFile = path.join(persistentDir, 'redis.pid');
    await stopStaleServer(pidFile);
    args.push('--dir', persistentDir, '--appendonly', 'yes', '--save', '', '--pidfile', pidFile);
  } else {
    args.push('--save', '', '--appendonly', 'no');
  }
  let exited = null;
  let entry;
  if (supervisor) {
    entry = supervisor.spawn('redis', 'redis-server', args, { stopLast: true });
  } else {
    const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    entry = { child, exited: new Promise((r) => child.once('exit', (code, signal) => r({ code, signal }))) };
  }
  entry.exited.then((r) => (exited = r));
  const logTail = () =>
    fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
  for (let i = 0; !(await redisPing(listenPort)); i++) {
    if (exited) throw new Error(`redis-server exited during start (code ${exited.code}):\n${logTail()}`);
    if (i > 100) throw new Error(`redis-server did not answer PING on port ${listenPort}:\n${logTail()}`);
    await sleep(50);
  }
  const stop = async () => {
    if (!exited) {
      entry.child.kill('SIGTERM');
      await entry.exited;
    }
    if (!persistentDir) fs.rmSync(logDir, { recursive: true, force: true });
  };
  if (supervisor && !persistentDir)
    supervisor.addCleanup(() => fs.rmSync(logDir, { recursive: true, force: true }));
  return { url: `redis://127.0.0.1:${listenPort}`, port: listenPort, stop };
}
