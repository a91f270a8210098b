import { Client } from 'pg';

/** Drops the database global-setup created (never one the runner passed in through DATABASE_URL). */
export default async function globalTeardown(): Promise<void> {
  const name = process.env.EPS_INT_CREATED_DATABASE;
  const url = process.env.DATABASE_URL;
  if (!name || !url) return;
  const admin = new Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
