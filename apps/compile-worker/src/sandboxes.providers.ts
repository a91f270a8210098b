import type { Provider } from '@nestjs/common';
import fs from 'node:fs';
import type { WorkerConfig } from './config';
import { LatexCompiler } from './latex/latex-compiler';
import type { Logger } from './logger';
import { PlotSandboxPool } from './plot/plot-pool';
import { PlotRunner } from './plot/plot-runner';
import { SandboxUsers } from './sandbox/sandbox-users';
import { WORKER_CONFIG, WORKER_LOGGER } from './worker-runtime.module';

/**
 * Sandboxes run as other users and bwrap binds their job directories by path, so the work directory
 * must be traversable by them (0711: enterable, not listable).
 */
function prepareWorkDir(workDir: string, isRoot: boolean): void {
  fs.mkdirSync(workDir, { recursive: true, mode: 0o711 });
  if (isRoot) fs.chmodSync(workDir, 0o711);
}

/**
 * The LaTeX compiler (warm workspaces, cached preamble formats) and the warm Python sandbox pool, on a
 * prepared work directory. The pool's sandboxes are started by WorkerLifecycle, before jobs are taken.
 */
export const sandboxProviders: Provider[] = [
  {
    provide: SandboxUsers,
    inject: [WORKER_CONFIG],
    useFactory: (config: WorkerConfig) => {
      const isRoot = process.getuid?.() === 0;
      prepareWorkDir(config.workDir, isRoot);
      return new SandboxUsers(isRoot, config.sandboxUidBase);
    },
  },
  {
    provide: LatexCompiler,
    inject: [WORKER_CONFIG, WORKER_LOGGER, SandboxUsers],
    useFactory: (config: WorkerConfig, log: Logger, users: SandboxUsers) =>
      new LatexCompiler({ workDir: config.workDir, timeoutMs: config.compileTimeoutMs, users }, log),
  },
  {
    provide: PlotSandboxPool,
    inject: [WORKER_CONFIG, WORKER_LOGGER, SandboxUsers],
    useFactory: (config: WorkerConfig, log: Logger, users: SandboxUsers) =>
      new PlotSandboxPool(
        { workDir: config.workDir, size: config.concurrency, timeoutMs: config.plotTimeoutMs, users },
        log,
      ),
  },
  {
    provide: PlotRunner,
    inject: [PlotSandboxPool, WORKER_CONFIG],
    useFactory: (pool: PlotSandboxPool, config: WorkerConfig) => new PlotRunner(pool, config.plotTimeoutMs),
  },
];
