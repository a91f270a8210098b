/**
 * Question search over the full shipped bank (the OATutor import, ~11,500 approved questions), on its own
 * database (a new `eps_bench_*` database on DATABASE_URL's server or the local one, else embedded PGlite),
 * migrated and seeded by the app's own runMigrations. 50 varied queries (words, quoted phrases, misspelt
 * words, filters alone and with words) go through the API's QuestionSearchService — spelling correction,
 * full-text search with facets, the page's headlines — in the built app, warm. The baseline runs the same
 * queries in the same run as the naive search: a sequential ILIKE '%word%' scan over title, stem, parts
 * and mark scheme with the same filters, a count and the first page. Each query's time is the median
 * over the rounds; the table gives the median and the p95 over the 50 queries. Goal: p95 <= 50 ms.
 * BENCH_ROUNDS sets the rounds (default 7).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { Supervisor } from '../../scripts/lib/processes.mjs';
import { benchDatabase } from '../lib/database.mjs';
import { list, load, median, ms, printTable, yes } from '../lib/report.mjs';
import { QUERIES } from './queries.mjs';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 7);
const GOAL_P95_MS = 50;
const PAGE_SIZE = 20;
const DIST = path.join(ROOT, 'apps/api/dist');

function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

/** The naive search: every word ILIKE somewhere in the text, the same filters, count + first page. */
async function ilikeSearch(db, query) {
  const params = [];
  const p = (v) => `$${params.push(v)}`;
  const where = [`status = 'approved'`];
  const words = (query.q ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? [];
  for (const w of words) {
    where.push(`(title || ' ' || stem || ' ' || parts_text || ' ' || mark_scheme_text) ILIKE ${p(`%${w}%`)}`);
  }
  if (query.subject)
    where.push(`EXISTS (SELECT 1 FROM unnest(subjects) s WHERE lower(s) = lower(${p(query.subject)}))`);
  if (query.qualification)
    where.push(
      `EXISTS (SELECT 1 FROM unnest(qualifications) s WHERE lower(s) = lower(${p(query.qualification)}))`,
    );
  if (query.type) where.push(`${p(query.type)} = ANY (answer_types)`);
  if (query.marks) where.push(`total_marks = ${p(Number(query.marks))}`);
  if (query.commandWord) where.push(`lower(command_word) = lower(${p(query.commandWord)})`);
  if (query.topic) {
    where.push(`EXISTS (SELECT 1 FROM question_topics qt JOIN topic_closure tc ON tc.descendant_id = qt.topic_id
      JOIN topics t ON t.id = tc.ancestor_id WHERE qt.question_id = questions.id AND t.syllabus_id || ':' || t.code = ${p(query.topic)})`);
  }
  const sql = where.join(' AND ');
  const offset = (Number(query.page ?? 1) - 1) * PAGE_SIZE;
  await db.query(`SELECT count(*) FROM questions WHERE ${sql}`, params);
  await db.query(
    `SELECT id, title, left(stem, 200) FROM questions WHERE ${sql} ORDER BY title LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
    params,
  );
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api'] });
  if (failed.length || !fs.existsSync(path.join(DIST, 'main.js'))) throw new Error('apps/api is not built');
  const require = createRequire(import.meta.url);
  require(require.resolve('reflect-metadata', { paths: [path.join(ROOT, 'apps/api')] }));
  const { DataSource } = require(require.resolve('typeorm', { paths: [path.join(ROOT, 'apps/api')] }));
  const { dataSourceOptions, runMigrations } = require(path.join(DIST, 'database/data-source.js'));
  const { QuestionSearchRepository } = require(
    path.join(DIST, 'modules/questions/question-search.repository.js'),
  );
  const { QuestionSearchService } = require(path.join(DIST, 'modules/questions/question-search.service.js'));
  const { ZQuestionSearchQuerySchema } = require(
    require.resolve('@eps/contracts', { paths: [path.join(ROOT, 'apps/api')] }),
  );

  const sup = new Supervisor();
  try {
    const database = await benchDatabase(sup);
    const seedStarted = performance.now();
    await runMigrations(database.url);
    const seedMs = performance.now() - seedStarted;
    const db = await new DataSource(dataSourceOptions(database.url)).initialize();
    sup.addCleanup(() => db.destroy());
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM questions WHERE status = 'approved'`);
    console.log(
      `${database.label}; migrations + import ${ms(seedMs)}; ${n} approved questions; ${QUERIES.length} queries; ` +
        `${os.cpus().length} cores; load ${load()}`,
    );
    const service = new QuestionSearchService(new QuestionSearchRepository(db));
    const parsed = QUERIES.map((q) =>
      ZQuestionSearchQuerySchema.parse({ ...q, pageSize: String(PAGE_SIZE) }),
    );
    // Warm-up: every query once each way (plans cached, pages in the buffer cache), not measured.
    const totals = [];
    for (let i = 0; i < QUERIES.length; i += 1) {
      totals.push((await service.search(parsed[i])).total);
      await ilikeSearch(db, QUERIES[i]);
    }
    const found = totals.filter((t) => t > 0).length;

    const runs = QUERIES.map(() => ({ search: [], ilike: [] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < QUERIES.length; i += 1) {
        const pair = [
          async () => {
            const t0 = performance.now();
            await service.search(parsed[i]);
            runs[i].search.push(performance.now() - t0);
          },
          async () => {
            const t0 = performance.now();
            await ilikeSearch(db, QUERIES[i]);
            runs[i].ilike.push(performance.now() - t0);
          },
        ];
        // Alternate the order so neither side always runs on a warmer cache.
        for (const step of (round + i) % 2 ? pair.reverse() : pair) await step();
      }
    }
    const perQuery = runs.map((r) => ({ search: median(r.search), ilike: median(r.ilike) }));
    const search = perQuery.map((r) => r.search);
    const ilike = perQuery.map((r) => r.ilike);
    const row = (metric, value, baseline, goal, met) => ({
      metric,
      value: ms(value),
      baseline: ms(baseline),
      ratio: `${(value / baseline).toFixed(2)}x`,
      goal,
      met,
    });
    console.log(
      `\n${found} of ${QUERIES.length} queries found questions; per-query medians over ${ROUNDS} rounds (load now ${load()}):`,
    );
    printTable([
      row('search, median of 50 queries', median(search), median(ilike), '-', '-'),
      row(
        'search, p95 of 50 queries',
        percentile(search, 95),
        percentile(ilike, 95),
        `<= ${GOAL_P95_MS} ms`,
        yes(percentile(search, 95) <= GOAL_P95_MS),
      ),
      row('search, slowest query', Math.max(...search), Math.max(...ilike), '-', '-'),
    ]);
    console.log('  baseline: the same queries as a sequential ILIKE scan (count + first page), same filters');
    const slowest = perQuery
      .map((r, i) => ({ ...r, i }))
      .sort((a, b) => b.search - a.search)
      .slice(0, 5)
      .map((r) => `${JSON.stringify(QUERIES[r.i])} ${ms(r.search)}`);
    console.log(`\nslowest searches: ${slowest.join('; ')}`);
    console.log(`per-query search medians (ms): ${list(search)}`);
    console.log(`per-query ILIKE medians (ms):  ${list(ilike)}`);
  } finally {
    await sup.stopAll();
  }
}

process.chdir(ROOT);
main().catch((err) => {
  console.error(`bench questions failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
