import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bwrapArgs } from './sandbox';

const NEEDED: Array<[string, string]> = [
  ['/usr/bin/bwrap', 'bubblewrap'],
  ['/usr/bin/latexmk', 'latexmk'],
  ['/usr/bin/pdflatex', 'texlive-latex-recommended'],
  ['/usr/bin/python3', 'python3-matplotlib python3-numpy'],
  ['/usr/bin/prlimit', 'util-linux'],
];

/**
 * Refuses to start a worker that could not sandbox its jobs: the programs must be installed and
 * bubblewrap must be able to create its namespaces (Docker's default seccomp profile forbids that).
 * Returns null when all is well, else what to do about it.
 */
export function sandboxProblem(): string | null {
  const missing = NEEDED.filter(([file]) => !fs.existsSync(file)).map(([, pkg]) => pkg);
  if (missing.length)
    return `missing system packages: ${missing.join(' ')} (npm start installs them as root; else apt-get install them)`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-sandbox-check-'));
  try {
    const args = bwrapArgs({
      workDir: dir,
      command: ['/usr/bin/true'],
      env: { PATH: '/usr/bin' },
    });
    const result = spawnSync('bwrap', args, { encoding: 'utf8', timeout: 30_000 });
    if (result.status === 0) return null;
    const why = (result.stderr || result.error?.message || '').trim().split('\n').pop();
    return `bubblewrap cannot create a sandbox here (${why}). In Docker, run the worker with a seccomp profile that allows user namespaces (see README).`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
