/**
 * The static checks of `npm test`: `tsc --noEmit` for every workspace and ESLint over the repository,
 * as two suites (typecheck: one check per workspace; lint: one per app, lib and the rest of the repo).
 * The apps resolve @eps/* through the libs' built dist, so the libs must be built first.
 * Two lanes for two cores: ESLint (type-aware, the longer one) in one, the tsc runs one after another
 * in the other. tsc keeps its incremental state in node_modules/.cache/eps-typecheck, so a second
 * run only re-checks what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { color, info } from './log.mjs';
import { ROOT } from './paths.mjs';
import { Supervisor } from './processes.mjs';
import { lintSuite, typecheckSuite } from './test-reports.mjs';

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');
const TSBUILDINFO_DIR = path.join(ROOT, 'node_modules/.cache/eps-typecheck');
const CHECK_TIMEOUT_MS = 10 * 60_000;

/**
 * Folders with a tsconfig.json: the workspaces, libs first (e.g. libs/contracts, …, apps/web), then the
 * repository's own tests (jest compiles them with SWC, which does not check types).
 */
export function typecheckFolders() {
  const out = [];
  for (const group of ['libs', 'apps']) {
    const dir = path.join(ROOT, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort())
      if (fs.existsSync(path.join(dir, name, 'tsconfig.json'))) out.push(`${group}/${name}`);
  }
  if (fs.existsSync(path.join(ROOT, 'test/tsconfig.json'))) out.push('test');
  return out;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs node with args, output to a file; resolves { exitCode, output }. Killed after CHECK_TIMEOUT_MS. */
async function runQuiet(supervisor, name, args, logFile) {
  const fd = fs.openSync(logFile, 'w');
  const entry = supervisor.spawn(name, process.execPath, args, { cwd: ROOT, critical: false, logFd: fd });
  const timer = setTimeout(() => Supervisor.killGroup(entry.child, 'SIGKILL'), CHECK_TIMEOUT_MS);
  const { code, signal } = await entry.exited;
  clearTimeout(timer);
  fs.closeSync(fd);
  return { exitCode: code ?? (signal ? 1 : 0), output: fs.readFileSync(logFile, 'utf8') };
}

async function typecheck(supervisor, tmp) {
  fs.mkdirSync(TSBUILDINFO_DIR, { recursive: true });
  const results = [];
  for (const workspace of typecheckFolders()) {
    const started = Date.now();
    const id = workspace.replace('/', '_');
    const { exitCode, output } = await runQuiet(
      supervisor,
      `tsc ${workspace}`,
      [
        TSC,
        ...['-p', workspace, '--noEmit', '--pretty', 'false', '--incremental'],
        ...['--tsBuildInfoFile', path.join(TSBUILDINFO_DIR, `${id}.tsbuildinfo`)],
      ],
      path.join(tmp, `tsc-${id}.log`),
    );
    results.push({ workspace, exitCode, output });
    const mark = exitCode === 0 ? color.green('✓') : color.red('✗');
    info(`typecheck ${mark} ${workspace} (${seconds(started)})`);
    if (exitCode !== 0) process.stdout.write(output.replace(/^(?=.)/gm, '  '));
  }
  return typecheckSuite(results);
}

async function lint(supervisor, tmp) {
  const started = Date.now();
  const reportFile = path.join(tmp, 'eslint.json');
  fs.rmSync(reportFile, { force: true });
  const { exitCode, output } = await runQuiet(
    supervisor,
    'eslint',
    [ESLINT, '.', '--format', 'json', '--output-file', reportFile],
    path.join(tmp, 'eslint.log'),
  );
  let report = null;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    if (output.trim()) process.stdout.write(output);
  }
  const suite = lintSuite(report, exitCode, (file) => path.relative(ROOT, file));
  info(`lint ${suite.failed ? color.red('✗') : color.green('✓')} eslint . (${seconds(started)})`);
  for (const file of report ?? []) {
    for (const m of file.messages.filter((msg) => msg.severity === 2))
      console.log(
        `  ${path.relative(ROOT, file.filePath)}:${m.line}:${m.column}  ${m.message}  ${color.dim(m.ruleId ?? '')}`,
      );
  }
  return suite;
}

/**
 * Runs the type check of every workspace and ESLint, side by side. Resolves with their two suites.
 * supervisor: owns the processes (Ctrl+C stops them); tmp: a folder for their output.
 */
export async function runChecks({ supervisor, tmp }) {
  info(color.bold('checks: tsc --noEmit per workspace, eslint .'));
  // A lane that throws (e.g. tmp vanished) is a failed suite, not an unhandled rejection.
  const failedLane = (name) => (err) => ({
    name,
    passed: 0,
    failed: 1,
    notes: [`did not run: ${err.message}`],
  });
  return Promise.all([
    typecheck(supervisor, tmp).catch(failedLane('typecheck')),
    lint(supervisor, tmp).catch(failedLane('lint')),
  ]);
}
