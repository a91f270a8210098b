#!/usr/bin/env node
/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force]`: the database (DATABASE_URL,
 * else the embedded PGlite under .data/pg) and the stored files (FILE_STORAGE_DIR, else .data/files:
 * drive files, uploaded papers; avatars live in the database) in one .tar.gz archive:
 *   manifest.json          format, date, migrations, rows per table, file count
 *   database/<table>.ndjson one JSON array of column values per row (scripts/lib/backup/database-rows.mjs)
 *   files/…                the file store as it is on disk
 * Redis is not in it: it holds queues and counters that the app rebuilds.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { appliedMigrations, dumpRows, restoreRows, userCount } from './lib/backup/database-rows.mjs';
import { ensureBuilt } from './lib/deps.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { UserError, error, info } from './lib/log.mjs';
import { API_CLI, DATA_DIR, ROOT } from './lib/paths.mjs';

const FORMAT = 'eps-backup';
const FORMAT_VERSION = 1;
const USAGE = 'usage: npm run backup [-- --out FILE]   |   npm run restore -- FILE [--force]';

const filesDir = () => path.resolve(process.env.FILE_STORAGE_DIR || path.join(DATA_DIR, 'files'));

/** The database to read or write: DATABASE_URL, else the embedded one (started here, stopped after). */
async function openDatabase({ mustExist }) {
  if (process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, label: 'DATABASE_URL', stop: async () => {} };
  const dataDir = path.join(DATA_DIR, 'pg');
  if (mustExist && !fs.existsSync(dataDir))
    throw new UserError(
      `Nothing to back up: DATABASE_URL is not set and there is no embedded database in ${dataDir}.`,
    );
  try {
    const embedded = await startEmbeddedPostgres({ dataDir });
    return { url: embedded.url, label: `the embedded database in ${dataDir}`, stop: embedded.stop };
  } catch (err) {
    if (err instanceof UserError)
      throw new UserError(`${err.message}\nBackup and restore need it to themselves.`);
    throw err;
  }
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function countFiles(dir) {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

function tar(args) {
  const run = spawnSync('tar', args, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new UserError(`tar ${args[0]} failed: ${run.stderr.trim() || run.error?.message}`);
}

async function backup(outArg) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(outArg ?? path.join(ROOT, 'backups', `eps-backup-${stamp}.tar.gz`));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-backup-'));
  const db = await openDatabase({ mustExist: true });
  try {
    info(`reading ${db.label}`);
    const dumped = await withClient(db.url, (client) => dumpRows(client, path.join(staging, 'database')));
    if (dumped.migrations.length === 0)
      throw new UserError(`${db.label} has no migrations applied: it is not an Exam Prep Studio database.`);
    const source = filesDir();
    fs.mkdirSync(path.join(staging, 'files'));
    if (fs.existsSync(source)) fs.cpSync(source, path.join(staging, 'files'), { recursive: true });
    const files = countFiles(path.join(staging, 'files'));
    const manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      ...dumped,
      files,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    tar(['-czf', out, '-C', staging, '.']);
    const rows = Object.values(dumped.tables).reduce((sum, t) => sum + t.rows, 0);
    const tables = Object.keys(dumped.tables).length;
    info(`backup written to ${out}: ${rows} rows in ${tables} tables, ${files} files`);
  } finally {
    await db.stop();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readArchive(file) {
  if (!fs.existsSync(file)) throw new UserError(`${file} does not exist.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-restore-'));
  try {
    tar(['-xzf', file, '-C', staging]);
  } catch {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new UserError(`${file} is not a .tar.gz archive made by npm run backup.`);
  }
  const manifestFile = path.join(staging, 'manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
  if (manifest?.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new UserError(`${file} is not an Exam Prep Studio backup (format ${FORMAT} ${FORMAT_VERSION}).`);
  }
  return { staging, manifest };
}

/** `cli.js migrate` on the target. Asynchronous: the embedded database is served by this process. */
async function migrate(databaseUrl) {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    // The API's configuration wants both; `migrate` uses neither.
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    JWT_SECRET: process.env.JWT_SECRET || crypto.randomBytes(32).toString('hex'),
  };
  const child = spawn(process.execPath, [API_CLI, 'migrate', '--schema-only'], {
    env,
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new UserError(`migrating the target database failed:\n${output}`);
}

function sameList(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

async function restore(file, force) {
  const { staging, manifest } = readArchive(path.resolve(file));
  const target = filesDir();
  const db = await openDatabase({ mustExist: false });
  try {
    const users = await withClient(db.url, userCount);
    const files = countFiles(target);
    if ((users > 0 || files > 0) && !force) {
      throw new UserError(
        `The target is not empty: ${db.label} has ${users} users and ${target} has ${files} files. ` +
          'Restoring replaces all of it; run again with --force to do that (npm run restore -- FILE --force).',
      );
    }
    const { failed } = await ensureBuilt({ only: ['@eps/api'] });
    if (failed.length) throw new UserError(`build failed for ${failed.join(', ')}; see the output above.`);
    await migrate(db.url);
    const here = await withClient(db.url, appliedMigrations);
    if (!sameList(here, manifest.migrations)) {
      throw new UserError(
        `The backup was made with ${manifest.migrations.length} migrations (last ${manifest.migrations.at(-1)}), ` +
          `this code has ${here.length} (last ${here.at(-1)}). Restore with the version of the app that made it, then upgrade.`,
      );
    }
    info(`restoring ${db.label}`);
    await withClient(db.url, (client) =>
      restoreRows(client, path.join(staging, 'database'), manifest.tables),
    );
    // Empty the store rather than remove it: it may be a mounted volume.
    fs.mkdirSync(target, { recursive: true });
    for (const entry of fs.readdirSync(target))
      fs.rmSync(path.join(target, entry), { recursive: true, force: true });
    fs.cpSync(path.join(staging, 'files'), target, { recursive: true });
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    info(`restored ${rows} rows and ${manifest.files} files from the backup of ${manifest.createdAt}`);
  } finally {
    await db.stop();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') {
    const outAt = args.indexOf('--out');
    if (outAt >= 0 && !args[outAt + 1]) throw new UserError(`--out needs a file name.\n${USAGE}`, 2);
    return backup(outAt >= 0 ? args[outAt + 1] : undefined);
  }
  if (command === 'restore') {
    const files = args.filter((a) => a !== '--force');
    if (files.length !== 1) throw new UserError(`restore needs exactly one backup file.\n${USAGE}`, 2);
    return restore(files[0], args.includes('--force'));
  }
  throw new UserError(USAGE, 2);
}

main().catch((err) => {
  error(err instanceof UserError ? err.message : String(err?.stack ?? err));
  process.exit(err instanceof UserError ? err.exitCode : 1);
});
