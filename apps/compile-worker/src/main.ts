import { loadConfig } from './config';
import { createLogger } from './logger';
import { CompileWorker } from './worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const worker = new CompileWorker(config, log);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    worker
      .stop()
      .then(() => process.exit(0))
      .catch((err) => {
        log.error({ err: String(err) }, 'error while stopping');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await worker.start();
}

main().catch((err) => {
  console.error(`compile-worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
