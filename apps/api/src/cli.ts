import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { ZPasswordSchema } from '@eps/contracts';
import { runMigrations } from './database/data-source';
import { DatabaseModule } from './database/database.module';
import { AccessCodesModule } from './modules/access-codes/access-codes.module';
import { AccessCodesService } from './modules/access-codes/access-codes.service';
import { UsersModule } from './modules/users/users.module';
import { UsersService } from './modules/users/users.service';

const USAGE = `Usage:
  node apps/api/dist/cli.js migrate [--schema-only]   (--schema-only: no content import; npm run restore)
  node apps/api/dist/cli.js create-admin --email E --password P [--name N]
  node apps/api/dist/cli.js create-access-code [--label L] [--max-uses N]
Needs DATABASE_URL.`;

class CliUsageError extends Error {}

/** Only what the commands need: no Redis, no HTTP, no timers. */
@Module({})
class CliModule {
  static forRoot(databaseUrl: string) {
    return {
      module: CliModule,
      imports: [DatabaseModule.forRoot(databaseUrl), UsersModule, AccessCodesModule],
    };
  }
}

async function withContext<T>(
  databaseUrl: string,
  fn: (get: <S>(cls: new (...args: never[]) => S) => S) => Promise<T>,
): Promise<T> {
  await runMigrations(databaseUrl);
  const ctx = await NestFactory.createApplicationContext(CliModule.forRoot(databaseUrl), {
    logger: ['error', 'warn'],
  });
  try {
    return await fn((cls) => ctx.get(cls));
  } finally {
    await ctx.close();
  }
}

/** Runs one command; returns the text to print. Exported for the integration tests. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, ...rest] = argv;
  const databaseUrl = env.DATABASE_URL;
  if (!command || command === '--help') throw new CliUsageError(USAGE);
  if (!databaseUrl) throw new CliUsageError('DATABASE_URL is required.');
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      label: { type: 'string' },
      'max-uses': { type: 'string' },
      'schema-only': { type: 'boolean' },
    },
    strict: true,
  });

  switch (command) {
    case 'migrate': {
      const applied = await runMigrations(databaseUrl, { importContent: !values['schema-only'] });
      return applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.';
    }
    case 'create-admin': {
      if (!values.email || !values.password)
        throw new CliUsageError(`create-admin needs --email and --password.\n${USAGE}`);
      const pw = ZPasswordSchema.safeParse(values.password);
      if (!pw.success) throw new CliUsageError(pw.error.issues[0].message);
      const { email, password, name } = values;
      const admin = await withContext(databaseUrl, (get) =>
        get(UsersService).ensureAdmin({ email, password, fullName: name }),
      );
      return `Admin ready: ${admin.email} (${admin.id})`;
    }
    case 'create-access-code': {
      const maxUses = values['max-uses'] === undefined ? null : Number(values['max-uses']);
      if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1))
        throw new CliUsageError('--max-uses must be a whole number of at least 1.');
      const code = await withContext(databaseUrl, (get) =>
        get(AccessCodesService).create({ label: values.label ?? '', maxUses }),
      );
      return code.code;
    }
    default:
      throw new CliUsageError(`Unknown command '${command}'.\n${USAGE}`);
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2))
    .then((out) => console.log(out))
    .catch((err: unknown) => {
      console.error(
        err instanceof CliUsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
          ? (err as Error).message
          : err,
      );
      process.exit(1);
    });
}
