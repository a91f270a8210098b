import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * Every untrusted program (pdflatex through latexmk, the user's Python) runs inside bubblewrap:
 * no network and no other namespace shared with the host, the system mounted read-only and only what
 * the program needs of it (no /etc/passwd, no /root, no /home), the job's directory as the one
 * writable place, a tmpfs /tmp, an empty environment, all capabilities dropped, and resource limits
 * set by prlimit before bwrap starts. When the worker runs as root, the sandbox runs as an unprivileged
 * user, so that RLIMIT_NPROC really caps forks (the kernel does not enforce it for root).
 */
export interface SandboxLimits {
  /** CPU seconds (RLIMIT_CPU). */
  cpuSeconds: number;
  /** Address space in bytes (RLIMIT_AS). */
  memoryBytes: number;
  /** Largest file the program may write, in bytes (RLIMIT_FSIZE). */
  fileBytes: number;
  /** Processes and threads of the sandbox user (RLIMIT_NPROC). */
  processes: number;
}

export interface SandboxUser {
  uid: number;
  gid: number;
}

export interface SandboxSpec {
  /** Host directory bound read-write at /work, the program's working directory. */
  workDir: string;
  command: string[];
  env: Record<string, string>;
  limits: SandboxLimits;
  /** Extra read-only binds: host path → path inside. */
  readOnly?: Record<string, string>;
  user?: SandboxUser;
}

/** Parts of the system the sandboxed programs need; everything else of the host is invisible. */
const SYSTEM_BINDS = [
  '/usr',
  '/etc/ld.so.cache',
  '/etc/alternatives',
  '/etc/fonts',
  '/etc/texmf',
  '/var/lib/texmf',
  '/etc/matplotlibrc',
];
const MERGED_USR_LINKS: Array<[string, string]> = [
  ['usr/bin', '/bin'],
  ['usr/sbin', '/sbin'],
  ['usr/lib', '/lib'],
  ['usr/lib64', '/lib64'],
];
export const SANDBOX_WORK_DIR = '/work';

export function bwrapArgs(spec: Omit<SandboxSpec, 'limits' | 'user'>): string[] {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL', '--clearenv'];
  for (const dir of SYSTEM_BINDS) args.push('--ro-bind-try', dir, dir);
  for (const [target, link] of MERGED_USR_LINKS) args.push('--symlink', target, link);
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp');
  // After the tmpfs, so an extra bind may also land in /tmp (the plot sandboxes' font cache does).
  for (const [host, inside] of Object.entries(spec.readOnly ?? {})) args.push('--ro-bind', host, inside);
  args.push('--bind', spec.workDir, SANDBOX_WORK_DIR, '--chdir', SANDBOX_WORK_DIR);
  for (const [key, value] of Object.entries(spec.env)) args.push('--setenv', key, value);
  return [...args, '--', ...spec.command];
}

export function prlimitArgs(limits: SandboxLimits): string[] {
  return [
    `--cpu=${limits.cpuSeconds}`,
    `--as=${limits.memoryBytes}`,
    `--fsize=${limits.fileBytes}`,
    `--nproc=${limits.processes}`,
    '--core=0',
  ];
}

/** Starts the sandboxed program; the caller owns its stdio and its lifetime (see killSandbox). */
export function spawnSandbox(spec: SandboxSpec): ChildProcess {
  return spawn('prlimit', [...prlimitArgs(spec.limits), '--', 'bwrap', ...bwrapArgs(spec)], {
    // Not the worker's environment: bwrap's own pid-1 keeps the environment it was started with, and
    // the sandboxed program can read it from /proc/1/environ (same user). --clearenv only cleans the
    // program's environment, so secrets (REDIS_URL, JWT_SECRET, DATABASE_URL) must never reach bwrap.
    env: { PATH: '/usr/bin:/bin' },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    uid: spec.user?.uid,
    gid: spec.user?.gid,
  });
}

/**
 * Kills the whole sandbox: bwrap leads its own process group (detached), and its pid namespace dies
 * with its init, so forked children go too.
 */
export function killSandbox(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** A job directory the sandbox user may write to, and only it. */
export function makeJobDir(dir: string, user?: SandboxUser): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
}
