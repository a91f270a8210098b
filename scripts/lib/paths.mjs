/** Well-known locations in the repository, resolved from this file so scripts work from any cwd. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = process.env.EPS_DATA_DIR
  ? path.resolve(process.env.EPS_DATA_DIR)
  : path.join(ROOT, '.data');
export const API_MAIN = path.join(ROOT, 'apps/api/dist/main.js');
export const API_CLI = path.join(ROOT, 'apps/api/dist/cli.js');
export const WORKER_MAIN = path.join(ROOT, 'apps/compile-worker/dist/main.js');
export const WEB_DIST_DIR = path.join(ROOT, 'apps/web/dist');
