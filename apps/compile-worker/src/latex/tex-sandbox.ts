import type { SandboxLimits, SandboxUser } from '../sandbox/sandbox';
import { spawnSandbox } from '../sandbox/sandbox';
import { awaitSandbox, type SandboxOutcome } from '../sandbox/run';

/** Largest file TeX may write (log or PDF); a log or output bomb is stopped by the kernel here. */
export const TEX_FILE_LIMIT_BYTES = 64 * 1024 * 1024;

const TEX_LIMITS: SandboxLimits = {
  cpuSeconds: 120,
  memoryBytes: 2 * 1024 * 1024 * 1024,
  fileBytes: TEX_FILE_LIMIT_BYTES,
  processes: 64,
};

/**
 * kpathsea reads its settings from the environment too: paranoid reading and writing (no absolute
 * paths, no parent directories, no dot files), shell escape off whatever a document asks, and long log
 * lines so that errors are not wrapped at 79 characters.
 */
const TEX_ENV: Record<string, string> = {
  PATH: '/usr/bin',
  HOME: '/tmp',
  openin_any: 'p',
  openout_any: 'p',
  shell_escape: 'f',
  max_print_line: '1000',
  error_line: '254',
  half_error_line: '238',
};

export interface TexRun {
  dir: string;
  command: string[];
  timeoutMs: number;
  user?: SandboxUser;
  readOnly?: Record<string, string>;
  onStdoutLine?: (line: string) => void;
  signal?: AbortSignal;
}

export function runTex(run: TexRun): Promise<SandboxOutcome> {
  const child = spawnSandbox({
    workDir: run.dir,
    command: run.command,
    env: TEX_ENV,
    limits: TEX_LIMITS,
    readOnly: run.readOnly,
    user: run.user,
  });
  return awaitSandbox(child, {
    timeoutMs: run.timeoutMs,
    maxOutputBytes: 256 * 1024,
    onStdoutLine: run.onStdoutLine,
    signal: run.signal,
  });
}

/** The pdflatex command line every run uses: never shell escape, stop at the first error. */
export function pdflatexCommand(formatPath?: string): string {
  const fmt = formatPath ? ` -fmt=${formatPath}` : '';
  return `pdflatex${fmt} -no-shell-escape -file-line-error -interaction=nonstopmode -halt-on-error %O %S`;
}
