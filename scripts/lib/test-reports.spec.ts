import { lintAreaOf, lintSuite, tscErrorCount, typecheckSuite } from './test-reports.mjs';

/** tsc --noEmit --pretty false output, as printed for two errors in one file. */
const TSC_TWO_ERRORS = [
  "src/features/home/HomePage.tsx(12,9): error TS2322: Type 'number' is not assignable to type 'string'.",
  "src/features/home/HomePage.tsx(14,3): error TS2304: Cannot find name 'missing'.",
  '',
].join('\n');

describe('typecheckSuite', () => {
  it('counts one check per workspace and names the failing one with its error count', () => {
    const suite = typecheckSuite([
      { workspace: 'libs/contracts', exitCode: 0, output: '' },
      { workspace: 'apps/api', exitCode: 0, output: '' },
      { workspace: 'apps/web', exitCode: 2, output: TSC_TWO_ERRORS },
    ]);
    expect(suite).toMatchObject({ name: 'typecheck', passed: 2, failed: 1 });
    expect(suite.notes).toEqual(['apps/web: 2 type errors']);
  });

  it('fails a workspace whose tsc exited non-zero without printing a diagnostic', () => {
    const suite = typecheckSuite([{ workspace: 'apps/api', exitCode: 1, output: 'error: out of memory' }]);
    expect(suite).toMatchObject({ passed: 0, failed: 1, notes: ['apps/api: tsc exit 1'] });
  });

  it('reads the count of tsc diagnostics, one per "error TS" line', () => {
    expect(tscErrorCount(TSC_TWO_ERRORS)).toBe(2);
    expect(tscErrorCount("error TS5058: The specified path does not exist: 'apps/nope'.\n")).toBe(1);
    expect(tscErrorCount('')).toBe(0);
  });
});

describe('lintSuite', () => {
  const fromRoot = (file: string) => file.replace('/repo/', '');
  const file = (filePath: string, errorCount = 0, warningCount = 0) => ({
    filePath: `/repo/${filePath}`,
    errorCount,
    warningCount,
    messages: [],
  });

  it('counts one check per app, lib and the rest of the repo; an error fails its area only', () => {
    const report = [
      file('apps/web/src/features/profile/ProfilePage.tsx', 2),
      file('apps/web/src/main.tsx', 1),
      file('apps/api/src/main.ts', 0, 3),
      file('libs/contracts/src/index.ts'),
      file('scripts/test.mjs'),
      file('eslint.config.mjs'),
    ];
    const suite = lintSuite(report, 1, fromRoot);
    expect(suite).toMatchObject({ name: 'lint', passed: 3, failed: 1 });
    expect(suite.notes).toEqual(['apps/web: 3 errors in 2 files', '3 warnings']);
  });

  it('fails when ESLint left no report', () => {
    expect(lintSuite(null, 2, fromRoot)).toMatchObject({
      passed: 0,
      failed: 1,
      notes: ['no report (eslint exit 2)'],
    });
  });

  it('fails when ESLint exited non-zero although its report lists no error', () => {
    const suite = lintSuite([file('apps/api/src/main.ts')], 2, fromRoot);
    expect(suite.failed).toBe(1);
    expect(suite.notes).toContain('eslint exited with code 2 without an error in its report');
  });

  it('puts files outside apps/<name> and libs/<name> in "repo"', () => {
    expect(lintAreaOf('apps/compile-worker/src/main.ts')).toBe('apps/compile-worker');
    expect(lintAreaOf('libs/pdf-annotate/src/model.ts')).toBe('libs/pdf-annotate');
    expect(lintAreaOf('test/e2e/auth.e2e.ts')).toBe('repo');
    expect(lintAreaOf('jest.config.js')).toBe('repo');
  });
});
