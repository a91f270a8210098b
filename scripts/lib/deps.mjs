/**
 * Dependencies and build, done only when needed so a second `npm start` is quick:
 * - `npm ci` when node_modules is missing or package-lock.json changed since the last install
 *   (hash stamp in node_modules/.eps-lock-hash);
 * - per workspace `npm run build` when its sources (or a lib it may use, or the lockfile) changed since
 *   its last successful build (hash stamps in node_modules/.cache/eps-build/).
 * Node built-ins only: this runs before node_modules exists.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { UserError, info, warn } from './log.mjs';
import { Supervisor } from './processes.mjs';

const LOCK = path.join(ROOT, 'package-lock.json');
const NODE_MODULES = path.join(ROOT, 'node_modules');
const LOCK_STAMP = path.join(NODE_MODULES, '.eps-lock-hash');
const BUILD_STAMPS = path.join(NODE_MODULES, '.cache', 'eps-build');
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.turbo',
  '.cache',
]);
const SKIP_FILE = /(\.spec\.tsx?|\.int-spec\.ts|\.e2e\.ts|\.tsbuildinfo|\.log)$/;

/** npm's script banner and blank lines, and a warning some machines' global npm config causes. */
const NOISE = /^(\s*|> .*|npm warn Unknown user config.*)$/;

const sha = (data) => crypto.createHash('sha256').update(data).digest('hex');
const readOr = (file, fallback = '') =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : fallback;

/**
 * True when node_modules already holds exactly what package-lock.json asks for, judged from npm's own
 * hidden lockfile (node_modules/.package-lock.json). Used when our stamp is missing, e.g. right after a
 * plain `npm ci` or `npm install` by hand, so we do not reinstall for nothing.
 */
function installedMatchesLock() {
  const hiddenFile = path.join(NODE_MODULES, '.package-lock.json');
  if (!fs.existsSync(hiddenFile)) return false;
  const want = JSON.parse(fs.readFileSync(LOCK, 'utf8')).packages ?? {};
  const have = JSON.parse(fs.readFileSync(hiddenFile, 'utf8')).packages ?? {};
  for (const [key, meta] of Object.entries(want)) {
    if (key === '' || !key.includes('node_modules/')) continue; // the root and workspace folders
    const got = have[key];
    if (!got) {
      if (meta.optional || meta.devOptional || meta.peer) continue; // optional deps for other platforms
      return false;
    }
    if (meta.link ? !got.link : got.version !== meta.version) return false;
  }
  return true;
}

/** Runs `npm ci` if needed. Returns true when it installed. */
export function ensureNodeModules({ force = false } = {}) {
  if (!fs.existsSync(LOCK))
    throw new UserError('package-lock.json is missing; run this from a full clone of the repository.');
  const lockHash = sha(fs.readFileSync(LOCK));
  const present = fs.existsSync(NODE_MODULES);
  if (!force && present && readOr(LOCK_STAMP) === lockHash) return false;
  if (!force && present && installedMatchesLock()) {
    fs.writeFileSync(LOCK_STAMP, lockHash + '\n');
    return false;
  }
  info(present ? 'package-lock.json changed: running npm ci' : 'installing dependencies: npm ci');
  let r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) {
    // npm ci refuses a lockfile that lacks other platforms' optional binaries (npm/cli#4828), and some
    // registries do not serve those at all; npm install still installs exactly what the lockfile pins.
    warn('npm ci failed (see above); installing from package-lock.json with npm install instead');
    r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  }
  if (r.status !== 0) throw new UserError(`npm install failed (exit ${r.status}); see the output above.`);
  fs.writeFileSync(LOCK_STAMP, lockHash + '\n');
  return true;
}

/** Workspaces with a build script: libs first, then apps (an app may use any lib, never another app). */
export function buildableWorkspaces() {
  const out = [];
  for (const group of ['libs', 'apps']) {
    const dir = path.join(ROOT, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const pkgFile = path.join(dir, name, 'package.json');
      if (!fs.existsSync(pkgFile)) continue;
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
      if (pkg.scripts?.build)
        out.push({ name: pkg.name, dir: path.join(dir, name), group, rel: `${group}/${name}` });
    }
  }
  return out;
}

function hashTree(dir, h = crypto.createHash('sha256'), base = dir) {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) hashTree(full, h, base);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
      h.update(path.relative(base, full)).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  }
  return h;
}

/** The hash that decides whether a workspace must be rebuilt. */
function workspaceHashes(workspaces) {
  const common = sha([readOr(LOCK), readOr(path.join(ROOT, 'tsconfig.base.json'))].join('\0'));
  const own = new Map(workspaces.map((w) => [w.name, hashTree(w.dir).digest('hex')]));
  const libs = workspaces
    .filter((w) => w.group === 'libs')
    .map((w) => own.get(w.name))
    .join(',');
  return new Map(
    workspaces.map((w) => [w.name, sha([common, own.get(w.name), w.group === 'apps' ? libs : ''].join('|'))]),
  );
}

const stampFile = (name) => path.join(BUILD_STAMPS, `${name.replace(/[@/]/g, '_')}.hash`);

async function runBuild(ws, supervisor) {
  const entry = supervisor.spawn(`build ${ws.rel}`, 'npm', ['run', 'build', '-w', ws.name], {
    cwd: ROOT,
    critical: false,
    skipLine: NOISE,
  });
  const { code } = await entry.exited;
  return code ?? 1;
}

/**
 * Builds the workspaces whose sources changed (libs first, then the apps two at a time).
 * supervisor: the Supervisor that owns the build processes (so Ctrl+C stops them).
 * only: package names to consider (libs are always included). Returns { built, failed } (workspace
 * folders); never throws for a failed build.
 */
export async function ensureBuilt({ force = false, only = null, supervisor = new Supervisor() } = {}) {
  const workspaces = buildableWorkspaces().filter(
    (w) => !only || only.includes(w.name) || w.group === 'libs',
  );
  const hashes = workspaceHashes(workspaces);
  const stale = workspaces.filter(
    (w) =>
      force || readOr(stampFile(w.name)) !== hashes.get(w.name) || !fs.existsSync(path.join(w.dir, 'dist')),
  );
  const built = [];
  const failed = [];
  if (stale.length === 0) return { built, failed };
  info(`building ${stale.map((w) => w.rel).join(', ')}`);
  fs.mkdirSync(BUILD_STAMPS, { recursive: true });
  const runGroup = async (group, parallel) => {
    const queue = stale.filter((w) => w.group === group);
    const worker = async () => {
      for (let ws = queue.shift(); ws; ws = queue.shift()) {
        fs.rmSync(stampFile(ws.name), { force: true });
        const started = Date.now();
        if ((await runBuild(ws, supervisor)) === 0) {
          fs.writeFileSync(stampFile(ws.name), hashes.get(ws.name) + '\n');
          built.push(ws.rel);
          info(`built ${ws.rel} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        } else {
          failed.push(ws.rel);
        }
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  };
  await runGroup('libs', 1);
  await runGroup('apps', 2);
  return { built, failed };
}
