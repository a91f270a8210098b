#!/usr/bin/env node
/**
 * `npm test`: every suite, against real data stores, ending with exactly one line
 * `tests: N passed, N failed`.
 * deps + build → the static checks (tsc per workspace and ESLint, see lib/checks.mjs) while the
 * databases (fresh ones on DATABASE_URL's server, else two embedded PGlite) and Redis (REDIS_URL or a
 * child) start → jest (unit, web, integration; two workers, each on its own database) → the built API + compile worker on the e2e database, a second API on
 * the fake OpenAI server → Playwright → sum, clean up (also on Ctrl+C).
 * `npm test -- --e2e [playwright arguments]` runs only the e2e suite, e.g. `npm test -- --e2e essay`.
 * `npm test -- --checks` runs only the static checks (after building the libs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runChecks } from './lib/checks.mjs';
import { ensureBuilt, ensureNodeModules } from './lib/deps.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { UserError, color, error, info, warn } from './lib/log.mjs';
import { assertNodeVersion } from './lib/node-version.mjs';
import { API_CLI, API_MAIN, ROOT, WEB_DIST_DIR, WORKER_MAIN } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { Supervisor, waitForHttp } from './lib/processes.mjs';
import { startRedis } from './lib/redis.mjs';
import { createScratchDatabases, deleteRedisKeys } from './lib/scratch-stores.mjs';
import { randomSecret } from './lib/secrets.mjs';
import { PACKAGE_SETS, ensureSystemPackages } from './lib/system-packages.mjs';
import { jestSuites, playwrightSuite } from './lib/test-reports.mjs';
import { startFakeOpenAi } from '../test/support/fake-openai/server.mjs';

// Watchdogs against a hung run, not speed limits: on a quiet 2-core machine jest took about 13 min and
// the 150 browser tests 19.9 min (session 31), so 15 and 20 min failed healthy runs on a busier day;
// 25 and 30 min keep the whole run inside CI's 90.
const JEST_TIMEOUT_MS = 25 * 60_000;
const E2E_TIMEOUT_MS = 30 * 60_000;
const rand = () => crypto.randomBytes(5).toString('hex');
const [mode, ...playwrightArgs] = process.argv.slice(2);
const e2eOnly = mode === '--e2e';
const checksOnly = mode === '--checks';

const suites = [];
const sup = new Supervisor({
  onUnexpectedExit: (name, code, signal) => warn(`${name} exited unexpectedly (${signal ?? `code ${code}`})`),
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-test-'));
sup.addCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));

/**
 * The databases on DATABASE_URL's server, dropped at the end: one migrated (and seeded with the question
 * bank) while the static checks run, then copied with CREATE DATABASE … TEMPLATE for e2e and for each jest
 * worker (test/integration/global-setup.ts), instead of migrating and seeding each.
 */
async function serverDatabases(baseUrl) {
  const template = await createScratchDatabases(baseUrl, [`eps_tpl_${rand()}`]);
  sup.addCleanup(template.drop);
  const [templateUrl] = template.urls;
  const templateName = new URL(templateUrl).pathname.slice(1);
  const migrated =
    (await runWithTimeout(
      'migrate',
      [API_CLI, 'migrate'],
      { ...process.env, DATABASE_URL: templateUrl },
      300_000,
    )) === 0;
  // Without a migrated template each database migrates itself, and reports the error where it fails.
  if (!migrated) warn('migrating the template database failed; jest and e2e migrate their own');
  const e2e = await createScratchDatabases(baseUrl, [`eps_e2e_${rand()}`], {
    template: migrated ? templateName : undefined,
  });
  sup.addCleanup(e2e.drop);
  return {
    jestEnv: { DATABASE_URL: baseUrl, ...(migrated ? { EPS_INT_TEMPLATE_DATABASE: templateName } : {}) },
    jestArgs: [],
    e2eDb: e2e.urls[0],
  };
}

/** Two embedded PGlite: each serves one database to one session, so jest's files share it in band. */
async function embeddedDatabases() {
  const servers = await Promise.all([startEmbeddedPostgres(), startEmbeddedPostgres()]);
  for (const s of servers) sup.addCleanup(s.stop);
  return {
    jestEnv: { DATABASE_URL: servers[0].url, EPS_INT_ONE_DATABASE: '1' },
    jestArgs: ['--maxWorkers=1'],
    e2eDb: servers[1].url,
  };
}

/** Runs a command with inherited output, killed after timeoutMs. Resolves with its exit code. */
async function runWithTimeout(name, args, env, timeoutMs) {
  const entry = sup.spawn(name, process.execPath, args, { env, prefix: false, critical: false, cwd: ROOT });
  const timer = setTimeout(() => {
    error(`${name} did not finish in ${timeoutMs / 60000} min: stopping it`);
    Supervisor.killGroup(entry.child, 'SIGKILL');
  }, timeoutMs);
  const { code, signal } = await entry.exited;
  clearTimeout(timer);
  return code ?? (signal ? 1 : 0);
}

async function runJest(env, args) {
  info(color.bold('jest: unit, web, integration'));
  const report = path.join(tmp, 'jest.json');
  const jestBin = path.join(ROOT, 'node_modules/jest/bin/jest.js');
  const code = await runWithTimeout(
    'jest',
    [jestBin, '--ci', '--json', '--outputFile', report, '--passWithNoTests', '--forceExit', ...args],
    env,
    JEST_TIMEOUT_MS,
  );
  suites.push(...jestSuites(report, code));
}

async function runE2e({ databaseUrl, redisUrl, redisPrefix }) {
  info(color.bold('e2e: Playwright against the built app'));
  for (const file of [API_MAIN, API_CLI, WORKER_MAIN]) {
    if (!fs.existsSync(file)) {
      suites.push({
        name: 'e2e',
        passed: 0,
        failed: 1,
        notes: [`${path.relative(ROOT, file)} missing: the app is not built`],
      });
      return;
    }
  }
  const port = await freePort();
  const admin = { email: `e2e-admin-${rand()}@example.test`, password: `Adm1n-${rand()}` };
  const teacherCode = `E2E-${rand().toUpperCase()}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomSecret(),
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TEACHER_ACCESS_CODES: teacherCode,
    WEB_DIST_DIR,
    FILE_STORAGE_DIR: path.join(tmp, 'files'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const serverLog = path.join(tmp, 'e2e-server.log');
  const migrate = await runWithTimeout('migrate', [API_CLI, 'migrate'], env, 120_000);
  if (migrate !== 0) {
    suites.push({
      name: 'e2e',
      passed: 0,
      failed: 1,
      notes: [`migrations failed on the e2e database (exit ${migrate})`],
    });
    return;
  }
  // The servers' logs go to a file (shown when something fails) so the test output stays readable.
  const logFd = fs.openSync(serverLog, 'a');
  sup.addCleanup(() => fs.closeSync(logFd));
  sup.spawn('worker', process.execPath, [WORKER_MAIN], { env, logFd });
  const baseUrl = await startApi('api', env, logFd, serverLog);
  if (!baseUrl) {
    suites.push({ name: 'e2e', passed: 0, failed: 1, notes: ['the API did not start'] });
    return;
  }
  // The same flows against a model: a second API (same database, Redis and worker) whose AI engine
  // asks the fake OpenAI server. Started after the first so the boot seeds do not race.
  const fakeOpenAi = await startFakeOpenAi();
  sup.addCleanup(() => fakeOpenAi.close());
  const openAiPort = await freePort();
  const openAiEnv = {
    ...env,
    PORT: String(openAiPort),
    PUBLIC_URL: `http://127.0.0.1:${openAiPort}`,
    AI_BASE_URL: `${fakeOpenAi.url}/v1`,
    AI_API_KEY: 'test-key',
  };
  const openAiBaseUrl = await startApi('api-openai', openAiEnv, logFd, serverLog);
  if (!openAiBaseUrl) {
    suites.push({
      name: 'e2e',
      passed: 0,
      failed: 1,
      notes: ['the API on the fake OpenAI server did not start'],
    });
    return;
  }
  const report = path.join(tmp, 'e2e.json');
  const code = await runWithTimeout(
    'playwright',
    [
      path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--reporter=list,json',
      ...playwrightArgs,
    ],
    {
      ...process.env,
      CI: process.env.CI ?? 'true',
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      E2E_BASE_URL: baseUrl,
      E2E_OPENAI_BASE_URL: openAiBaseUrl,
      E2E_FAKE_OPENAI_URL: fakeOpenAi.url,
      E2E_DATABASE_URL: databaseUrl,
      E2E_TEACHER_CODE: teacherCode,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
    },
    E2E_TIMEOUT_MS,
  );
  const suite = playwrightSuite(report, code);
  suites.push(suite);
  if (suite.failed) showLogTail(serverLog);
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  fs.copyFileSync(serverLog, path.join(ROOT, 'test-results', 'e2e-server.log'));
}

/**
 * Starts one built API on env.PORT and waits until it is healthy with a compile worker. Returns its base
 * URL, or null when it exited (a slow start only warns: the tests then say what is wrong).
 */
async function startApi(name, env, logFd, serverLog) {
  const api = sup.spawn(name, process.execPath, [API_MAIN], { env, logFd });
  let exit = null;
  api.exited.then((r) => (exit = r));
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  try {
    await waitForHttp(`${baseUrl}/api/health`, {
      timeoutMs: 90_000,
      isReady: (res, body) => res.ok && typeof body === 'object' && body?.compileWorkers >= 1,
      abortIf: () => (exit ? `${name} exited (code ${exit.code})` : null),
    });
  } catch (err) {
    warn(`${name} did not become healthy: ${err.message}`);
    showLogTail(serverLog);
  }
  return exit ? null : baseUrl;
}

function showLogTail(file, lines = 40) {
  if (!fs.existsSync(file)) return;
  const tail = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines);
  warn(`last ${tail.length} lines of the app's log (full log: test-results/e2e-server.log):`);
  for (const line of tail) console.log(color.dim(`  ${line}`));
}

async function main() {
  const t0 = Date.now();
  assertNodeVersion();
  if (mode !== undefined && !e2eOnly && !checksOnly)
    throw new UserError(
      `Unknown argument ${mode}: \`npm test\` runs everything, \`npm test -- --e2e [filter]\` only e2e, \`npm test -- --checks\` only the type check and ESLint.`,
    );
  if (checksOnly && playwrightArgs.length)
    throw new UserError(`--checks takes no arguments (got ${playwrightArgs.join(' ')}).`);
  process.chdir(ROOT);
  sup.installSignalHandlers();

  if (checksOnly) {
    ensureNodeModules();
    await buildStep({ only: [] });
    suites.push(...(await runChecks({ supervisor: sup, tmp })));
    return finish(t0);
  }

  const pkgs = PACKAGE_SETS.test.filter((p) => !(p === 'redis-server' && process.env.REDIS_URL));
  ensureSystemPackages(pkgs, { why: '`npm test`' });
  ensureNodeModules();
  await buildStep();
  // The checks use both cores while the data stores start; jest waits for them (it needs the cores too).
  const checks = e2eOnly ? Promise.resolve([]) : runChecks({ supervisor: sup, tmp });

  const [databases, redisUrl] = await Promise.all([
    process.env.DATABASE_URL ? serverDatabases(process.env.DATABASE_URL) : embeddedDatabases(),
    process.env.REDIS_URL ? process.env.REDIS_URL : startRedis({ supervisor: sup }).then((r) => r.url),
  ]);
  const prefix = `eps-test-${rand()}`;
  if (process.env.REDIS_URL) sup.addCleanup(() => deleteRedisKeys(redisUrl, prefix));
  info(
    `databases: ${process.env.DATABASE_URL ? 'fresh ones on DATABASE_URL' : 'two embedded PGlite'}; Redis: ${process.env.REDIS_URL ? 'REDIS_URL' : 'local child'}, prefix ${prefix}`,
  );

  suites.push(...(await checks));
  if (!e2eOnly)
    await runJest(
      {
        ...process.env,
        NODE_ENV: 'test',
        CI: process.env.CI ?? 'true',
        ...databases.jestEnv,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `${prefix}-int`,
        JWT_SECRET: process.env.JWT_SECRET || randomSecret(),
      },
      databases.jestArgs,
    );
  await runE2e({ databaseUrl: databases.e2eDb, redisUrl, redisPrefix: `${prefix}-e2e` });
  return finish(t0);
}

/** Builds what changed (only: app package names to consider; the libs always are). */
async function buildStep({ only = null } = {}) {
  const { failed } = await ensureBuilt({ supervisor: sup, only });
  if (failed.length)
    suites.push({
      name: 'build',
      passed: 0,
      failed: failed.length,
      notes: failed.map((w) => `${w} did not build`),
    });
}

/** Stops everything, prints the per-suite summary and the `tests:` line, exits 1 if anything failed. */
async function finish(t0) {
  await sup.stopAll();
  fs.rmSync(tmp, { recursive: true, force: true });

  const passed = suites.reduce((n, s) => n + s.passed, 0);
  const failed = suites.reduce((n, s) => n + s.failed, 0);
  console.log(`\n${color.bold('Summary')} ${color.dim(`(${((Date.now() - t0) / 1000).toFixed(0)} s)`)}`);
  for (const s of suites) {
    const mark = s.failed ? color.red('✗') : color.green('✓');
    console.log(
      `  ${mark} ${s.name.padEnd(12)} ${String(s.passed).padStart(4)} passed, ${String(s.failed).padStart(3)} failed${s.counts ? color.dim(`  (${s.counts})`) : ''}${s.notes.length ? color.dim(`  ${s.notes.join('; ')}`) : ''}`,
    );
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch(async (err) => {
  error(err instanceof UserError ? err.message : `npm test failed: ${err?.stack ?? err}`);
  await sup.stopAll();
  fs.rmSync(tmp, { recursive: true, force: true });
  const passed = suites.reduce((n, s) => n + s.passed, 0);
  const failed = suites.reduce((n, s) => n + s.failed, 0) + 1;
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(1);
});
