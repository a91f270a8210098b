#!/usr/bin/env node
/**
 * `node scripts/with-env.mjs <command…>`: runs a command (e.g. the API's admin CLI) with the same
 * environment `npm start` gives the app: JWT_SECRET from .data/secrets.json, and the embedded Postgres
 * under .data/pg when DATABASE_URL is unset (migrated first). The embedded database can be opened by one
 * process at a time, so stop `npm start` first or set DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureNodeModules } from './lib/deps.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { UserError, error } from './lib/log.mjs';
import { assertNodeVersion } from './lib/node-version.mjs';
import { API_CLI, DATA_DIR, ROOT } from './lib/paths.mjs';
import { jwtSecret } from './lib/secrets.mjs';

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: 'inherit', cwd: ROOT });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.once('error', (err) => {
      error(`could not run ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) throw new UserError('usage: node scripts/with-env.mjs <command> [args…]', 2);
  assertNodeVersion();
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api'] });
  if (failed.length) throw new UserError(`build failed for ${failed.join(', ')}; see the output above.`);

  const env = {
    ...process.env,
    JWT_SECRET: jwtSecret(),
    // The API's configuration requires a Redis URL; the CLI commands do not connect to it.
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
  let pg = null;
  if (!env.DATABASE_URL) {
    try {
      pg = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'pg') });
    } catch (err) {
      if (err instanceof UserError) {
        throw new UserError(
          `${err.message}\nThe embedded database can be used by one process at a time: stop \`npm start\` and run this again.`,
        );
      }
      throw err;
    }
    env.DATABASE_URL = pg.url;
  }
  let code = 0;
  try {
    const isMigrate = args.some((a) => a.endsWith('cli.js')) && args.includes('migrate');
    if (pg && !isMigrate) {
      code = await run(process.execPath, [API_CLI, 'migrate'], env);
    }
    if (code === 0) code = await run(cmd, args, env);
  } finally {
    await pg?.stop();
  }
  process.exit(code);
}

main().catch((err) => {
  error(err instanceof UserError ? err.message : String(err?.stack ?? err));
  process.exit(err instanceof UserError ? err.exitCode : 1);
});
