/**
 * Embedded Postgres: PGlite (Postgres compiled to WASM, in this process) served over the Postgres wire
 * protocol (pglite-session-server.mjs, one connection's exchange or transaction at a time), so the API
 * talks to it with the ordinary `pg` driver and its pool.
 * dataDir: a directory for persistent data (`npm start`), or null for an in-memory database (tests).
 * A lock file beside the data dir keeps two processes from opening the same directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { UserError } from './log.mjs';
import { PGliteSessionServer } from './pglite-session-server.mjs';

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Take `<dataDir>.lock` for this process; throws a UserError if another live process holds it. */
function acquireLock(dataDir) {
  const lockFile = `${dataDir.replace(/[/\\]+$/, '')}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (pid && pid !== process.pid && pidAlive(pid)) {
        throw new UserError(
          `The embedded database in ${dataDir} is in use by process ${pid} (probably a running \`npm start\`). ` +
            'Stop it first, or set DATABASE_URL to a Postgres server.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock from a process that is gone
    }
  }
  throw new UserError(`Could not lock ${dataDir}`);
}

/**
 * Start PGlite + the socket server. Returns { url, port, db, stop }.
 * @param {{ dataDir?: string|null, port?: number, host?: string, maxConnections?: number }} opts
 */
export async function startEmbeddedPostgres({
  dataDir = null,
  port,
  host = '127.0.0.1',
  maxConnections = 100,
} = {}) {
  const release = dataDir ? acquireLock(dataDir) : () => {};
  try {
    const [{ PGlite }, { pg_trgm }, { uuid_ossp }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/uuid_ossp'),
    ]);
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({
      dataDir: dataDir ?? 'memory://',
      extensions: { pg_trgm, uuid_ossp },
    });
    const server = new PGliteSessionServer({ db, maxConnections });
    const listenPort = await server.listen(port ?? 0, host);
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      try {
        await server.stop();
      } finally {
        await db.close().catch(() => {});
        release();
      }
    };
    return { url: `postgres://postgres@${host}:${listenPort}/postgres`, port: listenPort, host, db, stop };
  } catch (err) {
    release();
    throw err;
  }
}
