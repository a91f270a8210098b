/**
 * First-visit weight of the pages a newcomer sees: the JavaScript bytes Chromium receives over the wire
 * when it opens /, /login and /register of the built app (served by the built API, on an embedded PGlite
 * and a redis-server child), each in a fresh context, next to the baseline of the same page fetched
 * uncompressed (every request sends Accept-Encoding: identity), measured side by side in this run.
 * Medians over BENCH_ROUNDS rounds (default 5). Goal (issue 14): at most 200 KB of JS for /.
 */
import fs from 'node:fs';
import os from 'node:os';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { API_MAIN, ROOT, WEB_DIST_DIR } from '../../scripts/lib/paths.mjs';
import { startApp } from '../lib/app.mjs';
import { load, median, printTable, yes } from '../lib/report.mjs';
import { firstVisit, launchChromium } from './transfer.mjs';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 5);
const PAGES = ['/', '/login', '/register'];
const GOAL_LANDING_JS = 200 * 1024;
const IDENTITY = { 'Accept-Encoding': 'identity' };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Fails the bench when a side was not measured as intended (e.g. a browser that ignored the header). */
function checkCodings(page, visit, compressed) {
  const plain = visit.scripts.filter((s) => s.coding === 'identity').length;
  if (compressed ? plain === visit.scripts.length : plain !== visit.scripts.length)
    throw new Error(`${page}: the ${compressed ? 'compressed' : 'identity'} visit got the other kind`);
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api', '@eps/web'] });
  if (failed.length || !fs.existsSync(API_MAIN) || !fs.existsSync(`${WEB_DIST_DIR}/index.html`))
    throw new Error('apps/api or apps/web is not built');

  const cleanups = [];
  try {
    const baseUrl = await startApp(cleanups, 'eps-bench-landing');
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    console.log(`${ROUNDS} rounds of first visits in Chromium; ${os.cpus().length} cores; load ${load()}`);

    const runs = Object.fromEntries(PAGES.map((p) => [p, { wire: [], identity: [], all: [], last: null }]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const page of PAGES) {
        const wire = await firstVisit(browser, baseUrl + page);
        const identity = await firstVisit(browser, baseUrl + page, IDENTITY);
        checkCodings(page, wire, true);
        checkCodings(page, identity, false);
        runs[page].wire.push(wire.js);
        runs[page].identity.push(identity.js);
        runs[page].all.push(wire.all);
        runs[page].last = wire;
      }
    }

    for (const page of PAGES) {
      console.log(`\nscripts of the last visit to ${page}:`);
      for (const s of runs[page].last.scripts)
        console.log(`  ${kb(s.bytes).padStart(9)}  ${s.coding.padEnd(8)}  ${new URL(s.url).pathname}`);
    }

    console.log(`\nmedians over ${ROUNDS} rounds (load now ${load()}):`);
    printTable([
      ...PAGES.map((page) => {
        const wire = median(runs[page].wire);
        const identity = median(runs[page].identity);
        const landing = page === '/';
        return {
          metric: `${page} JS over the wire`,
          value: kb(wire),
          baseline: `${kb(identity)} (identity)`,
          ratio: `${(wire / identity).toFixed(2)}x`,
          goal: landing ? `<= ${kb(GOAL_LANDING_JS)}` : '-',
          met: landing ? yes(wire <= GOAL_LANDING_JS) : '-',
        };
      }),
      {
        metric: '/ everything over the wire',
        value: kb(median(runs['/'].all)),
        baseline: '-',
        ratio: '-',
        goal: '-',
        met: '-',
      },
    ]);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

process.chdir(ROOT);
main().catch((err) => {
  console.error(`bench landing failed: ${err.message}`);
  process.exit(1);
});
