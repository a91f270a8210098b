import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

/**
 * Starts the embedded Postgres in a child process, as `npm start` runs it beside the API (PGlite loads its
 * WASM with dynamic imports, which jest's module sandbox does not run). Resolves with its URL.
 */
function startEmbeddedPostgresProcess(): Promise<{ url: string; child: ChildProcess }> {
  const module = path.join(__dirname, 'embedded-postgres.mjs');
  const script = `import(${JSON.stringify(module)}).then(async ({ startEmbeddedPostgres }) => {
    const { url } = await startEmbeddedPostgres();
    console.log(url);
  });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve({ url: chunk.toString().trim(), child }));
    child.once('exit', (code) => reject(new Error(`the embedded Postgres exited (${code}) before it listened`)));
  });
}

/**
 * The embedded PGlite has one backend session that every client connection shares. These tests drive it
 * the way the API does (TypeORM over a pg pool of 10, parameterised queries = extended protocol, and
 * transactions) with many requests at once: each connection's exchange must see only its own statements
 * and transactions.
 */
describe('embedded Postgres under concurrent connections', () => {
  let server: Awaited<ReturnType<typeof startEmbeddedPostgresProcess>>;
  let ds: DataSource;

  beforeAll(async () => {
    server = await startEmbeddedPostgresProcess();
    ds = new DataSource({ type: 'postgres', url: server.url, extra: { max: 10 } });
    await ds.initialize();
    await ds.query('CREATE TABLE marks (id serial PRIMARY KEY, owner text NOT NULL, score int NOT NULL)');
  }, 60_000);

  afterAll(async () => {
    await ds?.destroy();
    server?.child.kill();
  });

  it('answers each of many parallel parameterised queries of different shapes with its own rows', async () => {
    // A large parameter makes a Bind message span several TCP reads, so other connections' messages
    // arrive while that exchange is half-received: the case where sessions used to interleave.
    const large = 'x'.repeat(300_000);
    const ns = Array.from({ length: 60 }, (_, i) => i);
    const outcomes = await Promise.allSettled(
      ns.map((n) =>
        n % 2
          ? ds.query('SELECT $1::int AS n', [n])
          : ds.query(`SELECT length($1::text) AS len, $2::int AS n, 'q${n}' AS label`, [large, n]),
      ),
    );
    const answers = outcomes.map((o) => (o.status === 'fulfilled' ? o.value[0] : (o.reason as Error).message));
    const expected = ns.map((n) => (n % 2 ? { n } : { len: 300_000, n, label: `q${n}` }));
    expect(answers).toEqual(expected);
  });

  it('keeps parallel transactions apart: each sees its own writes, rolled-back ones leave nothing', async () => {
    const owners = Array.from({ length: 30 }, (_, i) => `owner-${i}`);
    const outcomes = await Promise.allSettled(
      owners.map((owner, i) =>
        ds.transaction(async (tx) => {
          await tx.query('INSERT INTO marks (owner, score) VALUES ($1, $2), ($1, $3)', [owner, i, i + 1]);
          const [{ count }] = await tx.query('SELECT count(*)::int AS count FROM marks WHERE owner = $1', [
            owner,
          ]);
          if (count !== 2) throw new Error(`${owner} saw ${count} rows of its own`);
          if (i % 3 === 0) throw new Error('rolled back on purpose');
          return count;
        }),
      ),
    );
    const failures = outcomes.flatMap((o, i) =>
      o.status === 'rejected' && (o.reason as Error).message !== 'rolled back on purpose'
        ? [`${owners[i]}: ${(o.reason as Error).message}`]
        : [],
    );
    expect(failures).toEqual([]);
    const stored: { owner: string }[] = await ds.query('SELECT DISTINCT owner FROM marks ORDER BY owner');
    const committed = owners.filter((_, i) => i % 3 !== 0).sort();
    expect(stored.map((r) => r.owner)).toEqual(committed);
  });

  it('rolls back the transaction of a client that disconnects in the middle, and serves the others', async () => {
    const quitter = new Client({ connectionString: server.url });
    await quitter.connect();
    await quitter.query('BEGIN');
    await quitter.query('INSERT INTO marks (owner, score) VALUES ($1, 1)', ['quitter']);
    const others = Promise.all(
      Array.from({ length: 20 }, (_, n) => ds.query('SELECT $1::int AS n', [n])),
    );
    await quitter.end();
    expect((await others).map((r) => r[0].n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(await ds.query('SELECT count(*)::int AS count FROM marks WHERE owner = $1', ['quitter'])).toEqual([
      { count: 0 },
    ]);
  });
});
