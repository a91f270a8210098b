/**
 * Throw-away data on shared servers, for `npm test` and the benches: new databases on a Postgres
 * server (dropped again) and every Redis key under a run's prefix.
 */

/** Postgres refuses a template that still has a connection; a pool that just closed may take a moment. */
const TEMPLATE_BUSY = '55006';

/**
 * Creates the named databases on baseUrl's server (copies of `template` when given); returns their URLs
 * and a function that drops them.
 */
export async function createScratchDatabases(baseUrl, names, { connectTimeoutMs, template } = {}) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: connectTimeoutMs });
  await admin.connect();
  try {
    for (const name of names) {
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
          break;
        } catch (err) {
          if (err.code !== TEMPLATE_BUSY || attempt === 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      for (const name of names) {
        await c
          .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
          .catch(() => c.query(`DROP DATABASE IF EXISTS "${name}"`));
      }
    } finally {
      await c.end();
    }
  };
  return { urls: names.map((name) => databaseUrl(baseUrl, name)), drop };
}

/** The URL of database `name` on baseUrl's server. */
export function databaseUrl(baseUrl, name) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Deletes every key under prefix (SCAN, never KEYS) when the Redis server is shared. */
export async function deleteRedisKeys(redisUrl, prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
