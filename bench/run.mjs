#!/usr/bin/env node
/** `npm run bench`: runs every bench/<name>/index.mjs in turn; each prints its own figures. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = fs
  .readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(here, d.name, 'index.mjs')))
  .map((d) => d.name)
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

let failed = 0;
for (const name of benches) {
  console.log(`\n=== bench ${name} ===`);
  const r = spawnSync(process.execPath, [path.join(here, name, 'index.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed += 1;
    console.log(`bench ${name} failed (exit ${r.status ?? r.signal})`);
  }
}
console.log(`\n${benches.length - failed} of ${benches.length} benches ran`);
process.exit(failed ? 1 : 0);
