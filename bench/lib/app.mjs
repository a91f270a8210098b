/** The built app for browser benches: the built API serving the built web app on its own stores. */
import { spawn } from 'node:child_process';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs';
import { API_CLI, API_MAIN, WEB_DIST_DIR } from '../../scripts/lib/paths.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { waitForHttp } from '../../scripts/lib/processes.mjs';
import { startRedis } from '../../scripts/lib/redis.mjs';
import { randomSecret } from '../../scripts/lib/secrets.mjs';

function exitOf(child) {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * The built API serving the built web app, on its own embedded database and Redis (migrated, which
 * also imports the syllabuses and questions). Pushes its stops onto `cleanups`; returns the base URL.
 */
export async function startApp(cleanups, redisPrefix) {
  const pg = await startEmbeddedPostgres();
  cleanups.push(pg.stop);
  const redis = await startRedis({});
  cleanups.push(redis.stop);
  const port = await freePort();
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomSecret(),
    WEB_DIST_DIR,
    LOG_LEVEL: 'warn',
  };
  const migrate = spawn(process.execPath, [API_CLI, 'migrate'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if ((await exitOf(migrate)) !== 0) throw new Error('migrations failed');
  const api = spawn(process.execPath, [API_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let dead = false;
  const exited = exitOf(api).then(() => (dead = true));
  cleanups.push(async () => {
    api.kill('SIGTERM');
    await exited;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, {
    timeoutMs: 120_000,
    abortIf: () => (dead ? 'the API exited' : null),
  });
  return baseUrl;
}
