/**
 * A logical copy of the database's rows, one NDJSON file per table, read and written with the ordinary
 * `pg` driver. It works the same on a Postgres server of any version and on the embedded PGlite (served
 * over the wire protocol), which pg_dump cannot read (PGlite is Postgres 17; Debian 12's pg_dump is 15).
 * The schema is not copied: restore migrates the target with the same code first, so a backup and its
 * restore must come from the same migrations (checked through the manifest).
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/** TypeORM's own bookkeeping: written by `migrate` on the target, compared rather than copied. */
const BOOKKEEPING_TABLES = new Set(['migrations', 'typeorm_metadata']);
const FETCH_ROWS = 500;
const INSERT_ROWS = 200;

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** The data tables of the public schema, parents before children (foreign keys). */
export async function dataTables(client) {
  const { rows: tables } = await client.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const names = tables.map((t) => t.name).filter((n) => !BOOKKEEPING_TABLES.has(n));
  const { rows: edges } = await client.query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const parentsOf = new Map(names.map((n) => [n, new Set()]));
  for (const e of edges) parentsOf.get(e.child)?.add(e.parent);
  const ordered = [];
  const placed = new Set();
  while (ordered.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...parentsOf.get(n)].every((p) => placed.has(p)));
    if (ready.length === 0) {
      const left = names.filter((n) => !placed.has(n));
      throw new Error(`foreign keys form a cycle between ${left.join(', ')}: cannot order the restore`);
    }
    for (const n of ready) {
      ordered.push(n);
      placed.add(n);
    }
  }
  return ordered;
}

/** Columns a row can be written to (generated columns are computed by the database). */
async function writableColumns(client, table) {
  const { rows } = await client.query(
    `SELECT a.attname AS name, a.attidentity AS identity FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [quoteIdent(table)],
  );
  return rows;
}

export async function appliedMigrations(client) {
  const { rows } = await client.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`);
  if (!rows[0].present) return [];
  const applied = await client.query('SELECT name FROM migrations ORDER BY id');
  return applied.rows.map((r) => r.name);
}

/**
 * Writes every data table to `<dir>/<table>.ndjson` from one snapshot (REPEATABLE READ), so rows that
 * refer to each other are copied together even while the app keeps writing. Returns rows per table.
 */
export async function dumpRows(client, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const counts = {};
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const migrations = await appliedMigrations(client);
    for (const table of await dataTables(client)) {
      const columns = (await writableColumns(client, table)).map((c) => quoteIdent(c.name));
      const out = fs.createWriteStream(path.join(dir, `${table}.ndjson`));
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT json_build_array(${columns.join(', ')}) AS r FROM ${quoteIdent(table)}`,
      );
      let count = 0;
      for (;;) {
        const { rows } = await client.query(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        if (rows.length === 0) break;
        for (const row of rows) out.write(`${JSON.stringify(row.r)}\n`);
        count += rows.length;
      }
      await client.query('CLOSE backup_rows');
      await new Promise((resolve, reject) => out.end((err) => (err ? reject(err) : resolve())));
      counts[table] = { columns: columns.length, rows: count };
    }
    await client.query('COMMIT');
    return { migrations, tables: counts };
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/** Rows in the users table (0 when the database has not been migrated yet). */
export async function userCount(client) {
  const { rows } = await client.query(`SELECT to_regclass('public.users') IS NOT NULL AS present`);
  if (!rows[0].present) return 0;
  const counted = await client.query('SELECT count(*)::int AS n FROM users');
  return counted.rows[0].n;
}

const STAGE = 'eps_restore_stage';

async function insertBatch(client, columns, rows) {
  const list = columns.map((c) => quoteIdent(c.name)).join(', ');
  // json_to_recordset parses each value with its column type's own input (bytea, arrays, jsonb, …).
  const record = columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
  const objects = rows.map((values) => Object.fromEntries(columns.map((c, i) => [c.name, values[i]])));
  await client.query(
    `INSERT INTO ${STAGE} (${list}) SELECT ${list} FROM json_to_recordset($1::json) AS r(${record})`,
    [JSON.stringify(objects)],
  );
}

/**
 * Loads a table's file into a temporary copy in batches, then moves all of it with one INSERT: foreign
 * keys are checked at the end of that statement, so rows that refer to rows of the same table (a topic's
 * parent, a folder's parent) may come in any order.
 */
async function loadTable(client, dir, table, columns) {
  await client.query(`CREATE TEMP TABLE ${STAGE} (LIKE ${quoteIdent(table)}) ON COMMIT DROP`);
  const lines = readline.createInterface({ input: fs.createReadStream(path.join(dir, `${table}.ndjson`)) });
  let batch = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(JSON.parse(line));
    if (batch.length === INSERT_ROWS) {
      await insertBatch(client, columns, batch);
      batch = [];
    }
  }
  if (batch.length) await insertBatch(client, columns, batch);
  const list = columns.map((c) => quoteIdent(c.name)).join(', ');
  const overriding = columns.some((c) => c.identity === 'a') ? 'OVERRIDING SYSTEM VALUE' : '';
  await client.query(`INSERT INTO ${quoteIdent(table)} (${list}) ${overriding} SELECT ${list} FROM ${STAGE}`);
  await client.query(`DROP TABLE ${STAGE}`);
}

async function columnTypes(client, table) {
  const columns = await writableColumns(client, table);
  const { rows } = await client.query(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
    [quoteIdent(table)],
  );
  const typeOf = new Map(rows.map((r) => [r.name, r.type]));
  return columns.map((c) => ({ ...c, type: typeOf.get(c.name) }));
}

/** Empties every data table, then loads the NDJSON files of `dir`, all in one transaction. */
export async function restoreRows(client, dir, manifestTables) {
  const tables = await dataTables(client);
  const missing = Object.keys(manifestTables).filter((t) => !tables.includes(t));
  if (missing.length) throw new Error(`the target database has no table ${missing.join(', ')}`);
  await client.query('BEGIN');
  try {
    await client.query(`TRUNCATE ${tables.map(quoteIdent).join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of tables.filter((t) => manifestTables[t])) {
      const columns = await columnTypes(client, table);
      if (columns.length !== manifestTables[table].columns)
        throw new Error(
          `table ${table} has ${columns.length} columns here, ${manifestTables[table].columns} in the backup`,
        );
      await loadTable(client, dir, table, columns);
      await resetSequences(client, table, columns);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/** serial/identity sequences continue after the restored rows, not from 1. */
async function resetSequences(client, table, columns) {
  for (const c of columns) {
    const { rows } = await client.query('SELECT pg_get_serial_sequence($1, $2) AS seq', [
      quoteIdent(table),
      c.name,
    ]);
    if (!rows[0].seq) continue;
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${quoteIdent(c.name)}) FROM ${quoteIdent(table)}), 0) + 1, false)`,
      [rows[0].seq],
    );
  }
}
