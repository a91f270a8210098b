import { randomBytes } from 'node:crypto';
import { runMigrations } from '../../apps/api/src/database/data-source';
import { createScratchDatabases, databaseUrl } from '../../scripts/lib/scratch-stores.mjs';

/** Server used when the runner did not provide DATABASE_URL. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs once before all integration tests. Each jest worker gets a database of its own, so test files
 * running at the same time never see each other's rows: a fresh `eps_int_<run>` is migrated (and seeded)
 * once, then copied per worker with CREATE DATABASE … TEMPLATE, which takes a fraction of a migration.
 * The server is DATABASE_URL's (else the local one); global-teardown drops what was created. With
 * EPS_INT_ONE_DATABASE=1 (npm test's embedded PGlite, which serves one database whatever the URL
 * names) DATABASE_URL itself is migrated and shared, and the runner uses one worker. The Redis prefix is
 * random per run so parallel runs never share keys. Jest workers inherit process.env, which is how the
 * values reach support/worker-database.ts and the tests.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const runId = randomBytes(5).toString('hex');
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.EPS_INT_REDIS_PREFIX = `eps-int-${runId}`;
  if (process.env.EPS_INT_ONE_DATABASE === '1') {
    if (!process.env.DATABASE_URL) throw new Error('EPS_INT_ONE_DATABASE=1 needs DATABASE_URL');
    await runMigrations(process.env.DATABASE_URL);
    return;
  }
  const server = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  // npm test hands over a database it migrated while the static checks ran (and drops it itself).
  const given = process.env.EPS_INT_TEMPLATE_DATABASE;
  const template = given ?? `eps_int_${runId}`;
  // One worker (a single file, or --runInBand) works on a migrated database of its own making itself.
  const workers =
    globalConfig.maxWorkers > 1 || given
      ? Array.from({ length: globalConfig.maxWorkers }, (_, i) => `${template}_w${i + 1}`)
      : [template];
  process.env.EPS_INT_CREATED_DATABASES = [...new Set([...(given ? [] : [template]), ...workers])].join(',');
  if (!given) {
    await createScratchDatabases(server, [template]);
    await runMigrations(databaseUrl(server, template));
  }
  const clones = workers.filter((name) => name !== template);
  await createScratchDatabases(server, clones, { template });
  workers.forEach((name, i) => (process.env[`EPS_INT_DATABASE_URL_${i + 1}`] = databaseUrl(server, name)));
  process.env.DATABASE_URL = databaseUrl(server, workers[0]!);
}
