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
