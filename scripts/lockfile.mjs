#!/usr/bin/env node
// Keeps package-lock.json installable by `npm ci` on every platform (npm/cli#4828: a lockfile written on
// one machine lacks the other platforms' optional native binaries, and `npm ci` on those platforms then
// refuses it as "not in sync").
//
//   node scripts/lockfile.mjs check   list missing optional binaries, then `npm ci --dry-run` on a copy
//                                     of exactly what the Dockerfile copies before its `npm ci`
//   node scripts/lockfile.mjs fill    add the missing entries (version, integrity, os/cpu/libc) read
//                                     from the registry with `npm view`, let npm normalise the file,
//                                     then check again
//
// After merging a branch that changed dependencies: `npm install`, then `node scripts/lockfile.mjs fill`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = join(repoRoot, 'package-lock.json');

/** Where node would look for `dep` required from the package at `fromPath` (a lockfile key). */
function resolveFrom(packages, fromPath, dep) {
  let base = fromPath;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/** Every optional dependency that no lockfile entry satisfies: [{ parent, name, spec }]. */
function findMissingOptionals(lock) {
  const missing = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveFrom(lock.packages, path, name)) missing.push({ parent: path, name, spec });
    }
  }
  return missing;
}

/** The files npm needs to read the workspace tree: root manifest, lockfile, .npmrc, workspace manifests. */
function manifestFiles() {
  const files = ['package.json', 'package-lock.json', '.npmrc'];
  for (const group of ['libs', 'apps']) {
    for (const name of readdirSync(join(repoRoot, group))) {
      const manifest = join(group, name, 'package.json');
      if (existsSync(join(repoRoot, manifest))) files.push(manifest);
    }
  }
  return files;
}

/** A scratch copy of the manifests, without node_modules, so npm reads only the lockfile. */
function stageManifests() {
  const dir = mkdtempSync(join(tmpdir(), 'eps-lockfile-'));
  for (const file of manifestFiles()) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(dir, file));
  }
  return dir;
}

function npm(args, cwd) {
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, encoding: 'utf8' });
}

function check() {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const missing = findMissingOptionals(lock);
  for (const m of missing) console.error(`[lockfile] ${m.parent} lacks its optional ${m.name}@${m.spec}`);
  const staged = stageManifests();
  try {
    const dry = npm(['ci', '--dry-run'], staged);
    if (dry.status !== 0) {
      console.error(dry.stdout, dry.stderr);
      console.error('[lockfile] npm ci --dry-run refused package-lock.json');
      return false;
    }
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  if (missing.length > 0) {
    console.error(
      `[lockfile] ${missing.length} optional binaries missing: run node scripts/lockfile.mjs fill`,
    );
    return false;
  }
  console.log('[lockfile] complete for all platforms; npm ci --dry-run accepts it');
  return true;
}

/** The lockfile entry npm writes for a platform binary, from the registry's manifest. */
function entryFromRegistry(name, spec, parentEntry) {
  const manifest = JSON.parse(
    execFileSync('npm', ['view', `${name}@${spec}`, '--json'], { encoding: 'utf8' }),
  );
  const picked = Array.isArray(manifest) ? manifest.at(-1) : manifest;
  const entry = { version: picked.version, integrity: picked.dist.integrity };
  for (const key of ['cpu', 'libc', 'license', 'os', 'engines']) {
    if (picked[key] !== undefined) entry[key] = picked[key];
  }
  if (parentEntry.dev) entry.dev = true;
  entry.optional = true;
  return entry;
}

function fill() {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const missing = findMissingOptionals(lock);
  for (const { parent, name, spec } of missing) {
    // Beside its parent, where npm itself places a package's platform binaries.
    const cut = parent.lastIndexOf('node_modules/');
    const path = cut < 0 ? `node_modules/${name}` : `${parent.slice(0, cut)}node_modules/${name}`;
    lock.packages[path] = entryFromRegistry(name, spec, lock.packages[parent]);
    console.log(`[lockfile] added ${path}@${lock.packages[path].version}`);
  }
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  // npm re-sorts keys and recomputes dev/optional flags; run it on a scratch copy without node_modules.
  const staged = stageManifests();
  try {
    const normalised = npm(['install', '--package-lock-only'], staged);
    if (normalised.status !== 0)
      throw new Error(`npm install --package-lock-only failed:\n${normalised.stderr}`);
    cpSync(join(staged, 'package-lock.json'), lockPath);
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  return check();
}

const command = process.argv[2];
if (command === 'check') process.exit(check() ? 0 : 1);
else if (command === 'fill') process.exit(fill() ? 0 : 1);
else if (command !== undefined) {
  console.error('usage: node scripts/lockfile.mjs check|fill');
  process.exit(2);
}
