#!/usr/bin/env node
/** `node scripts/ensure-system-packages.mjs <set>`: installs the Debian packages of a set (start, test). */
import { PACKAGE_SETS, ensureSystemPackages } from './lib/system-packages.mjs';
import { UserError, error, info } from './lib/log.mjs';

const set = process.argv[2] ?? 'test';
const pkgs = PACKAGE_SETS[set];
if (!pkgs) {
  error(`unknown package set "${set}"; known: ${Object.keys(PACKAGE_SETS).join(', ')}`);
  process.exit(2);
}
try {
  const installed = ensureSystemPackages(pkgs, { why: `The "${set}" command` });
  info(installed.length ? `installed: ${installed.join(' ')}` : `system packages for "${set}" are present`);
} catch (err) {
  error(err instanceof UserError ? err.message : String(err?.stack ?? err));
  process.exit(1);
}
