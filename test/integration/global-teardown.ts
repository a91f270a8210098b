import { Client } from 'pg';

/** Drops the databases global-setup created (never one the runner passed in through DATABASE_URL). */
export default async function globalTeardown(): Promise<void> {
  const names = process.env.EPS_INT_CREATED_DATABASES?.split(',') ?? [];
  const url = process.env.DATABASE_URL;
  if (!names.length || !url) return;
  const admin = new Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
