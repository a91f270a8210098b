import crypto from 'node:crypto';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs';
import { createScratchDatabases } from '../../scripts/lib/scratch-stores.mjs';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new database for one bench run on DATABASE_URL's server (or the local default one), dropped when
 * the supervisor cleans up; embedded PGlite when no server answers and DATABASE_URL is not set.
 */
export async function benchDatabase(sup) {
  const baseUrl = process.env.DATABASE_URL || DEFAULT_PG;
  const name = `eps_bench_${crypto.randomBytes(4).toString('hex')}`;
  try {
    const { urls, drop } = await createScratchDatabases(baseUrl, [name], { connectTimeoutMs: 3000 });
    sup.addCleanup(drop);
    return { url: urls[0], label: `database ${name} on ${new URL(baseUrl).host}` };
  } catch (err) {
    if (process.env.DATABASE_URL) throw err;
    const server = await startEmbeddedPostgres();
    sup.addCleanup(server.stop);
    return { url: server.url, label: 'embedded PGlite (no Postgres at 127.0.0.1:5432)' };
  }
}
