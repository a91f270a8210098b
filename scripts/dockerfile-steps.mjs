#!/usr/bin/env node
/**
 * `node scripts/dockerfile-steps.mjs`: the Dockerfile's steps run as a script in a clean directory, for
 * machines without a Docker daemon. Each stage gets its own directory standing for its /app; COPY takes
 * the build context minus .dockerignore (or another stage's files), RUN runs the npm and node steps
 * (apt-get steps are reported, not run: those packages come from scripts/ensure-system-packages.mjs
 * here), ENV is kept. Then the result is started as the images would be: the runtime stage's command
 * (migrate, then the API) on a scratch database and Redis prefix, and the compile-worker stage's
 * command, until GET /api/health says ok with one live worker.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { Supervisor, waitForHttp } from './lib/processes.mjs';
import { createScratchDatabases } from './lib/scratch-stores.mjs';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Instructions with their continuation lines joined, comments dropped. */
function instructions(text) {
  const joined = text.replace(/\\\n/g, ' ').split('\n');
  return joined
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** The context minus .dockerignore: `**‍/name` drops that name anywhere, other lines a top-level path. */
function ignoreFilter() {
  const lines = fs
    .readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const anywhere = new Set(lines.filter((l) => l.startsWith('**/')).map((l) => l.slice(3)));
  const topLevel = lines.filter((l) => !l.startsWith('**/'));
  const globToRegExp = (g) =>
    new RegExp(`^${g.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  const top = topLevel.map(globToRegExp);
  return (src) => {
    const rel = path.relative(ROOT, src);
    if (!rel) return true;
    const parts = rel.split(path.sep);
    if (parts.some((p) => anywhere.has(p))) return false;
    return !top.some((re) => re.test(parts[0]));
  };
}

function runStep(command, cwd, env) {
  console.log(`[dockerfile] RUN ${command}`);
  const r = spawnSync('sh', ['-c', command], { cwd, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`RUN ${command} failed (exit ${r.status})`);
}

/** Runs the build instructions; returns { stages: name → { dir, env, cmd } }. */
function build(work) {
  const stages = new Map();
  const keepContext = ignoreFilter();
  let stage = null;
  for (const { op, args } of instructions(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))) {
    if (op === 'FROM') {
      const [base, , name] = args.split(/\s+/);
      const parent = stages.get(base);
      const id = name ?? `stage-${stages.size}`;
      const dir = path.join(work, id);
      if (parent) fs.cpSync(parent.dir, dir, { recursive: true, verbatimSymlinks: true });
      else fs.mkdirSync(dir, { recursive: true });
      stage = { dir, env: { ...(parent?.env ?? {}) }, cmd: parent?.cmd ?? null };
      stages.set(id, stage);
      console.log(`[dockerfile] FROM ${args}`);
    } else if (op === 'WORKDIR' || op === 'EXPOSE' || op === 'USER') {
      continue; // every stage works in its /app; ports and users do not change files
    } else if (op === 'ENV') {
      for (const [, k, v] of args.matchAll(/(\w+)=(\S+)/g)) stage.env[k] = v;
    } else if (op === 'COPY') {
      const words = args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice(7);
      const paths = words.filter((w) => !w.startsWith('--'));
      const dest = paths.pop();
      for (const src of paths) {
        const source = from
          ? path.join(stages.get(from).dir, src.replace(/^\/app\/?/, ''))
          : path.join(ROOT, src);
        if (!fs.existsSync(source))
          throw new Error(`COPY ${src}: not found${from ? ` in stage ${from}` : ''}`);
        if (dest.startsWith('/') && !dest.startsWith('/app')) {
          console.log(`[dockerfile] COPY ${src} ${dest}: outside /app, checked only`);
          continue;
        }
        const target = path.join(stage.dir, dest.replace(/^\/app\/?/, ''));
        const into = dest.endsWith('/') || dest === '.' || dest === './' || paths.length > 1;
        const finalTarget =
          into && fs.statSync(source).isFile() ? path.join(target, path.basename(src)) : target;
        fs.mkdirSync(path.dirname(finalTarget), { recursive: true });
        fs.cpSync(source, finalTarget, {
          recursive: true,
          verbatimSymlinks: true,
          filter: from ? undefined : keepContext,
        });
      }
    } else if (op === 'RUN') {
      if (/^(npm|node)\s/.test(args)) runStep(args, stage.dir, { ...process.env, ...stage.env });
      else console.log(`[dockerfile] RUN (system step, not run here) ${args.slice(0, 100)}`);
    } else if (op === 'CMD') {
      stage.cmd = JSON.parse(args);
    } else {
      throw new Error(`unknown instruction ${op}`);
    }
  }
  return stages;
}

async function smoke(stages, sup) {
  const runtime = stages.get('runtime');
  const worker = stages.get('compile-worker');
  const rand = crypto.randomBytes(4).toString('hex');
  const { urls, drop } = await createScratchDatabases(process.env.DATABASE_URL || DEFAULT_PG, [
    `eps_docker_${rand}`,
  ]);
  sup.addCleanup(drop);
  const port = await freePort();
  const env = {
    ...process.env,
    ...runtime.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: urls[0],
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `eps-docker-${rand}`,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    FILE_STORAGE_DIR: path.join(runtime.dir, 'files'),
    WEB_DIST_DIR: path.join(runtime.dir, 'apps/web/dist'),
  };
  const [shell, flag, command] = runtime.cmd;
  sup.spawn('api', shell, [flag, command], { env, cwd: runtime.dir });
  sup.spawn('worker', worker.cmd[0], worker.cmd.slice(1), {
    env: { ...env, ...worker.env },
    cwd: worker.dir,
  });
  const { body } = await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
    timeoutMs: 300_000,
    isReady: (res, b) => res.ok && b?.compileWorkers >= 1,
  });
  const page = await fetch(`http://127.0.0.1:${port}/`);
  console.log(`[dockerfile] images started: /api/health ${JSON.stringify(body)}; GET / ${page.status}`);
  if (page.status !== 200) throw new Error('the runtime image does not serve the web app');
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-dockerfile-'));
  const sup = new Supervisor({});
  sup.installSignalHandlers({ quiet: true });
  sup.addCleanup(() => fs.rmSync(work, { recursive: true, force: true }));
  try {
    const stages = build(work);
    await smoke(stages, sup);
    console.log('[dockerfile] every step ran and both images started');
  } finally {
    await sup.stopAll();
  }
}

main().catch((err) => {
  console.error(`[dockerfile] ${err.message}`);
  process.exit(1);
});
