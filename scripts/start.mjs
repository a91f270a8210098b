#!/usr/bin/env node
/**
 * `npm start`: brings the whole app up on one port with embedded defaults.
 * deps (npm ci if needed) → build (if sources changed) → Redis (child, unless REDIS_URL) → Postgres
 * (embedded PGlite under .data/pg, unless DATABASE_URL) → migrate → API + compile worker → /api/health.
 * Only Node built-ins are imported statically: node_modules may not exist yet on a fresh clone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureNodeModules } from './lib/deps.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { UserError, color, error, info, warn } from './lib/log.mjs';
import { assertNodeVersion } from './lib/node-version.mjs';
import { API_CLI, API_MAIN, DATA_DIR, ROOT, WEB_DIST_DIR, WORKER_MAIN } from './lib/paths.mjs';
import { isPortFree } from './lib/ports.mjs';
import { Supervisor, waitForHttp } from './lib/processes.mjs';
import { startRedis } from './lib/redis.mjs';
import { jwtSecret } from './lib/secrets.mjs';
import { PACKAGE_SETS, ensureSystemPackages } from './lib/system-packages.mjs';

const sup = new Supervisor();

async function main() {
  const t0 = Date.now();
  assertNodeVersion();
  process.chdir(ROOT);

  // 1. System packages (only what the embedded defaults need) and node_modules.
  const systemPackages = PACKAGE_SETS.start.filter((p) => !(p === 'redis-server' && process.env.REDIS_URL));
  ensureSystemPackages(systemPackages, { why: '`npm start`' });
  ensureNodeModules();

  sup.installSignalHandlers();

  // 2. Build what changed (`npm start -- --no-build` runs the existing dist as is).
  const { failed } = process.argv.includes('--no-build')
    ? { failed: [] }
    : await ensureBuilt({ supervisor: sup });
  if (failed.length) throw new UserError(`build failed for ${failed.join(', ')}; see the output above.`);
  for (const file of [API_MAIN, API_CLI, WORKER_MAIN]) {
    if (!fs.existsSync(file)) throw new UserError(`${path.relative(ROOT, file)} is missing after the build.`);
  }
  if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html')))
    warn('apps/web/dist/index.html is missing: the API will run without the web app.');

  // 3. The HTTP port must be ours.
  const port = Number(process.env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new UserError(`PORT must be a port number (got "${process.env.PORT}").`);
  if (!(await isPortFree(port))) {
    throw new UserError(
      `Port ${port} is already in use (another \`npm start\`?). Stop that process or choose another port: PORT=3001 npm start`,
    );
  }

  fs.mkdirSync(DATA_DIR, { recursive: true });

  // 4. Data stores: the configured ones, else embedded ones under .data/ (Postgres first: its lock
  //    file tells us when another `npm start` already runs on this data).
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pgStart = Date.now();
    const pg = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'pg') });
    sup.addCleanup(pg.stop);
    databaseUrl = pg.url;
    info(`Postgres: embedded PGlite on ${pg.url} (data in .data/pg, ${Date.now() - pgStart} ms)`);
  } else {
    info('Postgres: DATABASE_URL');
  }

  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    const redis = await startRedis({ persistentDir: path.join(DATA_DIR, 'redis'), supervisor: sup });
    redisUrl = redis.url;
    info(`Redis: local redis-server on ${redisUrl} (data in .data/redis)`);
  } else {
    info('Redis: REDIS_URL');
  }
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: jwtSecret(),
    WEB_DIST_DIR: process.env.WEB_DIST_DIR || WEB_DIST_DIR,
    FILE_STORAGE_DIR: process.env.FILE_STORAGE_DIR || path.join(DATA_DIR, 'files'),
  };

  // 5. Migrate, then the API and the compile worker.
  const migrateCode = await sup.run('migrate', process.execPath, [API_CLI, 'migrate'], { env });
  if (migrateCode !== 0) {
    throw new UserError(`database migration failed (exit ${migrateCode}); see the output above.`);
  }
  const api = sup.spawn('api', process.execPath, [API_MAIN], { env });
  sup.spawn('worker', process.execPath, [WORKER_MAIN], { env });
  let apiDead = false;
  api.exited.then(() => (apiDead = true));

  const host = env.HOST && !['0.0.0.0', '::'].includes(env.HOST) ? env.HOST : '127.0.0.1';
  await waitForHttp(`http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`, {
    timeoutMs: 120000,
    isReady: (res, body) => res.ok || (typeof body === 'object' && body !== null && 'database' in body),
    abortIf: () => (apiDead ? 'the API exited during start' : null),
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `\n${color.bold(`Exam Prep Studio is running at http://localhost:${port}`)}  ${color.dim(`(ready in ${seconds} s, Ctrl+C stops it)`)}\n`,
  );
}

main().catch(async (err) => {
  error(err instanceof UserError ? err.message : `npm start failed: ${err?.stack ?? err}`);
  await sup.stopAll();
  process.exit(err instanceof UserError ? err.exitCode : 1);
});
