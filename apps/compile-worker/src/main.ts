import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { workerConfig } from './config';
import { createLogger, PinoNestLogger } from './logger';
import { sandboxProblem } from './sandbox/self-check';

/** SIGTERM/SIGINT finish running jobs, but never for longer than this. */
const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  const config = workerConfig();
  const log = createLogger(config.logLevel);
  const problem = sandboxProblem();
  if (problem) throw new Error(`cannot run jobs safely: ${problem}`);

  // Loaded only now: the queue worker's @Processor options come from the configuration read above.
  const starting = import('./compile-worker.module').then(({ CompileWorkerModule }) =>
    NestFactory.createApplicationContext(CompileWorkerModule.forRoot(config, log), {
      logger: new PinoNestLogger(log),
      abortOnError: false,
    }),
  );

  let stopping = false;
  const close = (app: INestApplicationContext) => {
    app
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        log.error({ err: String(err) }, 'error while stopping');
        process.exit(1);
      });
  };
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, stopping`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS);
    force.unref();
    // Once started (at once if it already has); a start that fails exits by itself.
    starting.then(close, () => undefined);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await starting;
}

main().catch((err) => {
  console.error(`compile-worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
