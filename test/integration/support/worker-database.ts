/**
 * Points this test file at its jest worker's own database (made by global-setup), before the file's
 * code reads DATABASE_URL. Jest gives every test file its own copy of process.env, so this runs per file.
 */
const own = process.env[`EPS_INT_DATABASE_URL_${process.env.JEST_WORKER_ID ?? '1'}`];
if (own) process.env.DATABASE_URL = own;
