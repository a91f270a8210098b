import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../apps/api/src/config/app-config';
import { dataSourceOptions } from '../../apps/api/src/database/data-source';
import { ArtifactCacheRepository } from '../../apps/api/src/modules/compile/artifact-cache.repository';

/**
 * The compile cache's size bound (COMPILE_CACHE_MB) on real Postgres: least recently used artifacts go
 * first. In a schema of its own, so the other test files' cached artifacts are neither counted nor
 * evicted: the repository's DataSource has one connection whose search_path names that schema, so the
 * entity's table is the test's own and `now()` moves between statements as it does for the API.
 */
const schema = `eps_cache_${randomBytes(5).toString('hex')}`;
const client = new Client({ connectionString: process.env.DATABASE_URL });
const BOUND = 2_500;
let db: DataSource;
let cache: ArtifactCacheRepository;

const keys = async (): Promise<string[]> =>
  (await client.query('SELECT cache_key FROM compile_artifacts ORDER BY cache_key')).rows.map(
    (r: { cache_key: string }) => r.cache_key,
  );
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(
    `CREATE TABLE ${schema}.compile_artifacts (LIKE public.compile_artifacts INCLUDING ALL)`,
  );
  await client.query(`SET search_path TO ${schema}`);
  const options = dataSourceOptions(process.env.DATABASE_URL!);
  db = await new DataSource({
    ...options,
    extra: { ...options.extra, max: 1, options: `-c search_path=${schema}` },
  }).initialize();
  cache = new ArtifactCacheRepository(db, { compileCacheBytes: BOUND } as AppConfig);
});

afterAll(async () => {
  await db.destroy();
  await client.query(`DROP SCHEMA ${schema} CASCADE`);
  await client.end();
});

describe('the compile cache bound', () => {
  it('keeps everything while the total fits, then drops the least recently used', async () => {
    await cache.put('a', 'pdf', Buffer.alloc(1_000, 1));
    await pause();
    await cache.put('b', 'pdf', Buffer.alloc(1_000, 2));
    await pause();
    expect(await keys()).toEqual(['a', 'b']);

    expect((await cache.get('a'))?.length).toBe(1_000); // a is now the most recently used
    await pause();
    await cache.put('c', 'png', Buffer.alloc(1_000, 3));
    expect(await keys()).toEqual(['a', 'c']);
    expect(await cache.get('b')).toBeNull();
  });

  it('does not store an artifact larger than the whole bound', async () => {
    await cache.put('huge', 'pdf', Buffer.alloc(BOUND + 1));
    expect(await cache.get('huge')).toBeNull();
  });
});
