/**
 * Warm start time of the built app: ms until GET /api/health answers for `node apps/api/dist/main.js`
 * on an embedded PGlite opened from an already migrated data dir (as a second `npm start` does), next to
 * the baseline of a bare `node -e` HTTP server, measured side by side in this run. Medians of 5.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs';
import { API_CLI, API_MAIN, ROOT } from '../../scripts/lib/paths.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { waitForHttp } from '../../scripts/lib/processes.mjs';
import { startRedis } from '../../scripts/lib/redis.mjs';
import { randomSecret } from '../../scripts/lib/secrets.mjs';

const RUNS = 5;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function exitOf(child) {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Spawns node with args, returns ms until url answers, then stops the process. */
async function timeUntilHealthy(args, env, url) {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let dead = false;
  const exited = exitOf(child).then(() => (dead = true));
  await waitForHttp(url, {
    timeoutMs: 60000,
    intervalMs: 10,
    abortIf: () => (dead ? `${args[0]} exited` : null),
  });
  const ms = performance.now() - t0;
  child.kill('SIGTERM');
  await exited;
  return ms;
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api'] });
  if (failed.length || !fs.existsSync(API_MAIN))
    throw new Error('apps/api is not built; cannot bench its start');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-bench-start-'));
  const redis = await startRedis({});
  const baseEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'eps-bench',
    JWT_SECRET: randomSecret(),
    LOG_LEVEL: 'warn',
  };
  try {
    // Warm-up, not measured: creates and migrates the data dir, warms the OS file cache.
    {
      const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
      const env = { ...baseEnv, DATABASE_URL: pg.url };
      const migrate = spawn(process.execPath, [API_CLI, 'migrate'], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if ((await exitOf(migrate)) !== 0) throw new Error('migrate failed');
      const port = await freePort();
      await timeUntilHealthy(
        [API_MAIN],
        { ...env, PORT: String(port) },
        `http://127.0.0.1:${port}/api/health`,
      );
      await pg.stop();
    }
    const app = [];
    const bare = [];
    const baseline =
      "require('node:http').createServer((q,s)=>s.end('ok')).listen(+process.env.PORT,'127.0.0.1')";
    for (let i = 0; i < RUNS; i++) {
      // Baseline and app interleaved, so both see the same machine load.
      let port = await freePort();
      bare.push(
        await timeUntilHealthy(
          ['-e', baseline],
          { ...baseEnv, PORT: String(port) },
          `http://127.0.0.1:${port}/`,
        ),
      );
      port = await freePort();
      const t0 = performance.now();
      const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
      const pgMs = performance.now() - t0;
      const apiMs = await timeUntilHealthy(
        [API_MAIN],
        { ...baseEnv, DATABASE_URL: pg.url, PORT: String(port) },
        `http://127.0.0.1:${port}/api/health`,
      );
      app.push(pgMs + apiMs);
      await pg.stop();
    }
    const a = median(app);
    const b = median(bare);
    const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(
      `warm start, embedded PGlite + API until /api/health: median ${a.toFixed(0)} ms  (runs: ${fmt(app)})`,
    );
    console.log(
      `baseline, bare node -e HTTP server until it answers: median ${b.toFixed(0)} ms  (runs: ${fmt(bare)})`,
    );
    console.log(`ratio app / baseline: ${(a / b).toFixed(1)}x`);
  } finally {
    await redis.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.chdir(ROOT);
main().catch((err) => {
  console.error(`bench start failed: ${err.message}`);
  process.exit(1);
});
