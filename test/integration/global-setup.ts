import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../../apps/api/src/database/data-source';

/** Server used to create a throw-away database when the runner did not provide DATABASE_URL. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432';

/**
 * Runs once before all integration tests. With DATABASE_URL set (the repo's test runner, CI) that
 * database is used; without it a fresh `eps_int_<random>` database is created here and dropped by
 * global-teardown. The Redis prefix is random per run so parallel runs never share keys. Jest workers
 * inherit process.env, which is how the values reach the tests.
 */
export default async function globalSetup(): Promise<void> {
  const runId = randomBytes(5).toString('hex');
  if (!process.env.DATABASE_URL) {
    const name = `eps_int_${runId}`;
    const admin = new Client({ connectionString: `${LOCAL_POSTGRES}/postgres` });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    process.env.DATABASE_URL = `${LOCAL_POSTGRES}/${name}`;
    process.env.EPS_INT_CREATED_DATABASE = name;
  }
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.EPS_INT_REDIS_PREFIX = `eps-int-${runId}`;
  await runMigrations(process.env.DATABASE_URL);
}
