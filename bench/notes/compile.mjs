/**
 * A generated document through the real toolchain, the way the web client and the compile worker run
 * it: every pythonplot block run by /usr/bin/python3 (numpy, matplotlib) into plot-N.png, the N-th
 * inclusion pointed at it, then pdflatex in a fresh directory. The log's overfull boxes are kept so the
 * bench can tell a frame whose content runs off the page.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PYTHON = '/usr/bin/python3';
/** Runs each block in its own namespace and renames its figure; failures are reported, not fatal. */
const PLOT_RUNNER = `
import json, os, sys, traceback
failures = []
for i, code in enumerate(json.load(sys.stdin)):
    try:
        exec(compile(code, 'plot-%d' % i, 'exec'), {'__name__': '__main__'})
        os.rename('plot.png', 'plot-%d.png' % i)
    except Exception:
        failures.append('plot %d: %s' % (i, traceback.format_exc(limit=1)))
print(json.dumps(failures))
`;

/** Overfull boxes bigger than this are visible on the page; smaller ones are rounding. */
const VISIBLE_PT = 2;

export async function compileDocument(latex, contracts) {
  const { PYTHON_BLOCK_PATTERN, PLOT_IMAGE_NAME, preparePlotCode } = contracts;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-bench-notes-'));
  try {
    const blocks = [...latex.matchAll(PYTHON_BLOCK_PATTERN)].map((m) => preparePlotCode(m[2]));
    let plotFailures = [];
    if (blocks.length) {
      const child = run(PYTHON, ['-c', PLOT_RUNNER], {
        cwd: dir,
        env: { ...process.env, MPLBACKEND: 'Agg' },
      });
      child.child.stdin.end(JSON.stringify(blocks));
      plotFailures = JSON.parse((await child).stdout);
    }
    let figure = 0;
    const source = latex
      .replace(PYTHON_BLOCK_PATTERN, '')
      .replace(
        new RegExp(`\\{${PLOT_IMAGE_NAME.replace('.', '\\.')}\\}`, 'g'),
        () => `{plot-${figure++}.png}`,
      );
    fs.writeFileSync(path.join(dir, 'doc.tex'), source);
    let ok = true;
    try {
      await run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'doc.tex'], {
        cwd: dir,
        timeout: 120_000,
      });
    } catch {
      ok = false;
    }
    const log = fs.existsSync(path.join(dir, 'doc.log'))
      ? fs.readFileSync(path.join(dir, 'doc.log'), 'latin1')
      : '';
    const error = ok ? '' : log.slice(log.indexOf('\n!'), log.indexOf('\n!') + 400).trim();
    const overfull = [...log.matchAll(/Overfull \\([hv])box \((\d+(?:\.\d+)?)pt too (?:wide|high)\)[^\n]*/g)]
      .filter((m) => Number(m[2]) > VISIBLE_PT)
      .map((m) => m[0]);
    return {
      ok: ok && fs.existsSync(path.join(dir, 'doc.pdf')),
      error,
      overfull,
      plots: blocks.length,
      plotFailures,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
