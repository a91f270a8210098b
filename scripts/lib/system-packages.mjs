/**
 * Idempotent "ensure these Debian packages are installed". As root the missing ones are installed in
 * one apt-get call (apt-get update only if that first attempt fails); otherwise one clear line names them.
 */
import { spawnSync } from 'node:child_process';
import { UserError, info } from './log.mjs';

/** What the compile worker runs: LaTeX, Python plots and the sandbox around both. */
const COMPILE_PACKAGES = [
  'texlive-latex-recommended',
  'texlive-latex-extra',
  'texlive-fonts-recommended',
  'texlive-science',
  'texlive-pictures',
  // Type 1 versions of the EC/TC fonts: without them every compile runs METAFONT for bitmap fonts.
  'cm-super',
  'latexmk',
  'python3-matplotlib',
  'python3-numpy',
  'bubblewrap',
];

/** What each command needs (poppler-utils: the tests read PDFs back with pdftotext). */
export const PACKAGE_SETS = {
  start: ['redis-server', ...COMPILE_PACKAGES],
  test: ['chromium', 'fonts-liberation', 'redis-server', 'poppler-utils', ...COMPILE_PACKAGES],
};

/** A binary that proves the package is there on systems without dpkg (e.g. a non-Debian dev box). */
const PROBE_BINARY = {
  'redis-server': 'redis-server',
  chromium: 'chromium',
  latexmk: 'latexmk',
  bubblewrap: 'bwrap',
  'poppler-utils': 'pdftotext',
};

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

const hasDpkg = () => hasCommand('dpkg-query');

export function isInstalled(pkg) {
  if (hasDpkg()) {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.includes('install ok installed')) return true;
  }
  // Not known to dpkg (or no dpkg at all): accept the package if its binary is on PATH.
  return Boolean(PROBE_BINARY[pkg] && hasCommand(PROBE_BINARY[pkg]));
}

export function missingPackages(pkgs) {
  return [...new Set(pkgs)].filter((p) => !isInstalled(p));
}

function aptGet(args) {
  return spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status;
}

/** Installs what is missing (root) or throws a UserError naming it (non-root). Returns the installed list. */
export function ensureSystemPackages(pkgs, { why = 'Exam Prep Studio' } = {}) {
  const missing = missingPackages(pkgs);
  if (missing.length === 0) return [];
  const list = missing.join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    throw new UserError(
      `${why} needs these system packages: ${list}. Install them with: sudo apt-get install -y ${list}`,
    );
  }
  info(`installing system packages: ${list}`);
  const args = ['install', '-y', '--no-install-recommends', ...missing];
  if (aptGet(args) !== 0) {
    info('apt-get install failed; running apt-get update and trying again');
    aptGet(['update']);
    if (aptGet(args) !== 0)
      throw new UserError(`Could not install system packages: ${list} (apt-get failed, see above).`);
  }
  const still = missingPackages(missing);
  if (still.length) throw new UserError(`System packages still missing after apt-get: ${still.join(' ')}`);
  return missing;
}
