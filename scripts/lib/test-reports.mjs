/**
 * Turning the report files of jest and Playwright into passed/failed counts. A suite that crashed or
 * left no report counts as failed, never as zero failures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Which jest project a test file belongs to (the JSON report does not say). */
function jestProjectOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (rel.startsWith('test/integration/')) return 'integration';
  if (rel.startsWith('apps/web/')) return 'web';
  return 'unit';
}

/** Per jest project: { name, passed, failed, notes[] }, from `jest --json --outputFile`. */
export function jestSuites(reportFile, exitCode) {
  const report = readJson(reportFile);
  if (!report || !Array.isArray(report.testResults)) {
    return [{ name: 'jest', passed: 0, failed: 1, notes: [`no report (jest exit ${exitCode})`] }];
  }
  const byProject = new Map(
    ['unit', 'web', 'integration'].map((n) => [n, { name: n, passed: 0, failed: 0, notes: [] }]),
  );
  for (const file of report.testResults) {
    const suite = byProject.get(jestProjectOf(file.name));
    const results = file.assertionResults ?? [];
    const passed = results.filter((a) => a.status === 'passed').length;
    const failed = results.filter((a) => a.status === 'failed').length;
    suite.passed += passed;
    suite.failed += failed;
    if (file.status === 'failed' && failed === 0) {
      // The file crashed (syntax error, failing hook, missing module…): one failure for the file.
      suite.failed += 1;
      suite.notes.push(`${path.relative(ROOT, file.name)} failed to run`);
    }
  }
  const suites = [...byProject.values()];
  const total = suites.reduce((n, s) => n + s.failed, 0);
  if (exitCode !== 0 && total === 0) {
    suites.push({
      name: 'jest',
      passed: 0,
      failed: 1,
      notes: [`jest exited with code ${exitCode} without a failing test`],
    });
  }
  return suites;
}

/** { name: 'e2e', passed, failed, notes[] } from Playwright's JSON reporter. */
export function playwrightSuite(reportFile, exitCode) {
  const report = readJson(reportFile);
  if (!report || !report.stats) {
    return { name: 'e2e', passed: 0, failed: 1, notes: [`no report (playwright exit ${exitCode})`] };
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  const suite = { name: 'e2e', passed: expected + flaky, failed: unexpected + errors, notes: [] };
  if (errors)
    suite.notes.push(
      `${errors} error(s) outside tests: ${report.errors.map((e) => e.message?.split('\n')[0]).join('; ')}`,
    );
  if (flaky) suite.notes.push(`${flaky} flaky test(s) passed on retry`);
  if (exitCode !== 0 && suite.failed === 0) {
    suite.failed = 1;
    suite.notes.push(`playwright exited with code ${exitCode} without a failing test`);
  }
  return suite;
}

/** How many `error TS…` diagnostics tsc printed (run with --pretty false: one "file(l,c): error TSn:" per error). */
export function tscErrorCount(output) {
  return (output.match(/(^|\n)[^\n]*\berror TS\d+:/g) ?? []).length;
}

/**
 * { name: 'typecheck', passed, failed, notes[] }: one check per workspace (its `tsc -p <workspace>
 * --noEmit`), passed when tsc exited 0. results: [{ workspace, exitCode, output }].
 */
export function typecheckSuite(results) {
  const suite = { name: 'typecheck', passed: 0, failed: 0, counts: 'one per workspace and one for test/', notes: [] };
  for (const { workspace, exitCode, output } of results) {
    if (exitCode === 0) {
      suite.passed += 1;
      continue;
    }
    suite.failed += 1;
    const errors = tscErrorCount(output);
    suite.notes.push(
      errors
        ? `${workspace}: ${errors} type error${errors === 1 ? '' : 's'}`
        : `${workspace}: tsc exit ${exitCode}`,
    );
  }
  return suite;
}

const LINT_COUNTS = 'one per app, lib and the rest of the repo, failed if a file in it has an error';

/** The area a linted file is counted in: apps/<name> or libs/<name>, else "repo" (scripts, test, bench, configs). */
export function lintAreaOf(relFile) {
  const [group, name] = relFile.split('/');
  return (group === 'apps' || group === 'libs') && relFile.split('/').length > 2
    ? `${group}/${name}`
    : 'repo';
}

/**
 * { name: 'lint', passed, failed, notes[] } from `eslint --format json` (the parsed report, or null when
 * ESLint left none). One check per area (each app, each lib, and the rest of the repo): it passes when
 * none of its files has an ESLint error (warnings are only noted). rel: absolute path → repo-relative.
 */
export function lintSuite(report, exitCode, rel) {
  if (!Array.isArray(report)) {
    return {
      name: 'lint',
      passed: 0,
      failed: 1,
      counts: LINT_COUNTS,
      notes: [`no report (eslint exit ${exitCode})`],
    };
  }
  const areas = new Map();
  let warnings = 0;
  for (const file of report) {
    const relFile = rel(file.filePath);
    const area = lintAreaOf(relFile);
    if (!areas.has(area)) areas.set(area, { errors: 0, files: 0 });
    const entry = areas.get(area);
    warnings += file.warningCount ?? 0;
    // fatalErrorCount (a parse error) is included in errorCount.
    if ((file.errorCount ?? 0) > 0) {
      entry.errors += file.errorCount;
      entry.files += 1;
    }
  }
  const suite = { name: 'lint', passed: 0, failed: 0, counts: LINT_COUNTS, notes: [] };
  for (const [area, { errors, files }] of [...areas].sort(([a], [b]) => a.localeCompare(b))) {
    if (errors === 0) {
      suite.passed += 1;
      continue;
    }
    suite.failed += 1;
    suite.notes.push(
      `${area}: ${errors} error${errors === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
    );
  }
  if (warnings) suite.notes.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  if (exitCode !== 0 && suite.failed === 0) {
    suite.failed = 1;
    suite.notes.push(`eslint exited with code ${exitCode} without an error in its report`);
  }
  return suite;
}
