import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import { killSandbox, makeJobDir, SANDBOX_WORK_DIR, spawnSandbox } from '../sandbox/sandbox';
import type { SandboxUsers } from '../sandbox/sandbox-users';
import { awaitSandbox, type SandboxOutcome } from '../sandbox/run';

/** The runner script shipped with the worker (apps/compile-worker/sandbox), mounted read-only. */
export const PLOT_RUNNER = path.resolve(__dirname, '../../sandbox/plot_runner.py');
const RUNNER_MOUNT = '/opt/eps/plot_runner.py';
const PYTHON = '/usr/bin/python3';

/** Limits of the user's code (the runner applies them after its own warm-up). */
export const PLOT_LIMITS = {
  cpuSeconds: 15,
  memoryBytes: 1024 * 1024 * 1024,
  fileBytes: 16 * 1024 * 1024,
  processes: 32,
};
/** Warm-up (interpreter, numpy, matplotlib) may take this long on a busy machine. */
const STARTUP_ALLOWANCE_MS = 30_000;

const MPL_CONFIG_DIR = '/tmp/matplotlib';
const PLOT_ENV: Record<string, string> = {
  PATH: '/usr/bin',
  HOME: '/work',
  MPLCONFIGDIR: MPL_CONFIG_DIR,
  MPLBACKEND: 'Agg',
  OPENBLAS_NUM_THREADS: '1',
  OMP_NUM_THREADS: '1',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONHASHSEED: '0',
};

export interface PlotRun {
  dir: string;
  outcome: SandboxOutcome;
  /** false: the sandbox died during its warm-up (an infrastructure problem, not the script's fault). */
  ready: boolean;
}

interface WarmSandbox {
  child: ChildProcess;
  dir: string;
  /** Resolves when the runner has loaded matplotlib and waits for a script. */
  ready: Promise<void>;
  /** Watched from the start, so a sandbox that dies while idle is noticed with its stderr. */
  outcome: Promise<SandboxOutcome>;
}

/**
 * Sandboxes started ahead of time, each with Python, numpy and matplotlib already loaded, waiting for
 * a script on stdin. A sandbox serves exactly one job and is thrown away with its directory, so no
 * job ever sees another's files; a fresh one is started in its place at once.
 */
export class PlotSandboxPool {
  private readonly ready: WarmSandbox[] = [];
  private readonly root: string;
  private next = 0;
  private fontCache: { host: string; inside: string } | undefined;
  private stopped = false;

  constructor(
    private readonly options: { workDir: string; size: number; timeoutMs: number; users: SandboxUsers },
    private readonly log: Logger,
  ) {
    this.root = path.join(options.workDir, `plots-${process.pid}`);
    fs.rmSync(this.root, { recursive: true, force: true });
    fs.mkdirSync(this.root, { recursive: true, mode: 0o711 });
    fs.chmodSync(this.root, 0o711);
  }

  async start(): Promise<void> {
    this.fontCache = await this.buildFontCache();
    while (this.ready.length < this.options.size) this.ready.push(this.spawnWarm());
  }

  /** Runs the (prepared) script in a warm sandbox; the caller reads plot.png from `dir`, then calls done(). */
  async run(code: string): Promise<PlotRun & { done: () => void }> {
    const sandbox = this.ready.shift() ?? this.spawnWarm();
    // The user's wall-clock limit starts once the warm-up is over; the warm-up has its own allowance.
    let timedOut = false;
    const kill = () => {
      timedOut = true;
      killSandbox(sandbox.child);
    };
    let timer = setTimeout(kill, STARTUP_ALLOWANCE_MS + this.options.timeoutMs);
    const ready = await Promise.race([sandbox.ready.then(() => true), sandbox.outcome.then(() => false)]);
    if (ready) {
      clearTimeout(timer);
      timer = setTimeout(kill, this.options.timeoutMs);
      sandbox.child.stdin?.end(code);
    }
    const outcome = await sandbox.outcome;
    clearTimeout(timer);
    // The replacement warms up after the job, not during it: on a busy machine they would compete.
    if (!this.stopped) this.ready.push(this.spawnWarm());
    return {
      dir: sandbox.dir,
      outcome: { ...outcome, timedOut: outcome.timedOut || timedOut },
      ready,
      done: () => this.discard(sandbox),
    };
  }

  stop(): void {
    this.stopped = true;
    for (const sandbox of this.ready.splice(0)) this.discard(sandbox);
    fs.rmSync(this.root, { recursive: true, force: true });
  }

  /**
   * matplotlib's font list (fontlist-*.json), built once in a sandbox like the ones that use it. Without
   * it every sandbox scans the system fonts (fc-list included) on its first figure: about a third of a
   * warm-up's CPU. Each sandbox gets it read-only, so no job can change it for the next.
   */
  private async buildFontCache(): Promise<{ host: string; inside: string } | undefined> {
    const dir = path.join(this.root, 'font-cache');
    const user = this.options.users.acquire();
    makeJobDir(dir, user);
    const child = spawnSandbox({
      workDir: dir,
      command: [PYTHON, '-I', '-c', 'import matplotlib.font_manager'],
      env: { ...PLOT_ENV, MPLCONFIGDIR: SANDBOX_WORK_DIR },
      limits: { ...PLOT_LIMITS, cpuSeconds: 120, memoryBytes: 4 * PLOT_LIMITS.memoryBytes },
      user,
    });
    child.stdin?.end();
    const outcome = await awaitSandbox(child, { maxOutputBytes: 64 * 1024 }).finally(() =>
      this.options.users.release(user),
    );
    const file = fs.readdirSync(dir).find((name) => /^fontlist-v\d+\.json$/.test(name));
    if (outcome.code === 0 && file) {
      // Out of the builder's private directory, readable by every sandbox user.
      const host = path.join(this.root, file);
      fs.copyFileSync(path.join(dir, file), host);
      fs.chmodSync(host, 0o644);
      fs.rmSync(dir, { recursive: true, force: true });
      return { host, inside: `${MPL_CONFIG_DIR}/${file}` };
    }
    this.log.warn(
      { stderr: outcome.stderr.slice(-500) },
      'could not build the matplotlib font cache; every plot sandbox will scan the fonts itself',
    );
    return undefined;
  }

  private spawnWarm(): WarmSandbox {
    const dir = path.join(this.root, `job-${++this.next}`);
    const user = this.options.users.acquire();
    makeJobDir(dir, user);
    const { cpuSeconds, memoryBytes, fileBytes } = PLOT_LIMITS;
    const child = spawnSandbox({
      workDir: dir,
      command: [PYTHON, '-I', RUNNER_MOUNT, String(cpuSeconds), String(memoryBytes), String(fileBytes)],
      env: PLOT_ENV,
      // The warm-up needs more address space than the user's code gets; the runner lowers it afterwards.
      limits: { ...PLOT_LIMITS, cpuSeconds: 120, memoryBytes: 4 * PLOT_LIMITS.memoryBytes },
      readOnly: {
        [PLOT_RUNNER]: RUNNER_MOUNT,
        ...(this.fontCache && { [this.fontCache.host]: this.fontCache.inside }),
      },
      user,
    });
    child.stdin?.on('error', () => undefined);
    const ready = new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        if (!chunk.toString('utf8').includes('ready')) return;
        child.stdout?.off('data', onData);
        resolve();
      };
      child.stdout?.on('data', onData);
    });
    const outcome = awaitSandbox(child, { maxOutputBytes: 64 * 1024 }).catch(
      (err: Error): SandboxOutcome => ({
        code: null,
        signal: null,
        timedOut: false,
        stdout: '',
        stderr: err.message,
        ms: 0,
      }),
    );
    void outcome.then(() => this.options.users.release(user));
    return { child, dir, ready, outcome };
  }

  private discard(sandbox: WarmSandbox): void {
    killSandbox(sandbox.child);
    fs.rmSync(sandbox.dir, { recursive: true, force: true });
  }
}
