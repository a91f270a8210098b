import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { runMigrations } from './database/data-source';
import { EssayModule } from './modules/essay/essay.module';

async function main(): Promise<void> {
  const config = loadConfig();
  const applied = await runMigrations(config.databaseUrl);
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  const logger = new Logger('Bootstrap');
  if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.log(`Exam Prep Studio API listening on http://${shownHost}:${config.port}`);
  app
    .get(EssayModule)
    .warmUp()
    .catch((err: unknown) => logger.warn(`Essay checkers did not warm up: ${String(err)}`));
}

main().catch((err: unknown) => {
  // A bad configuration is an operator mistake: print the list of problems, not a stack trace.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
