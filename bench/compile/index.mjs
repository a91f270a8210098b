/**
 * The compile service (POST /api/compile, POST /api/python-image-generator, the BullMQ compile worker)
 * against baselines measured side by side in this run, medians over several rounds:
 *  1. an 8-page article compiled through the API (same user and preamble as the previous compile, a
 *     new word each time: warm directory + precompiled preamble) vs `latexmk -pdf` in a fresh directory;
 *     the first compile of that preamble by a new user (no format yet) is shown for information;
 *  2. the same request again (content-hash cache) vs that document's first compile;
 *  3. a one-word edit after the first compile vs that first compile;
 *  4. a plot job vs `/usr/bin/python3 plot.py` in a fresh process;
 *  5. 20 mixed jobs fired at once: two worker processes vs one (WORKER_CONCURRENCY=1 each).
 * An API figure is the whole HTTP round trip seen by a client on this machine: session check, rate
 * limit, validation, cache lookup, BullMQ queue, the worker (sandbox start, latexmk or the warm Python,
 * artifact into Redis), the completion event, the cache insert and the response; the bench splits it
 * with BullMQ's timestamps. Before every measurement the bench waits until the API and the workers are
 * idle (background format builds and plot sandbox warm-ups finished), so a baseline never shares the
 * CPU with the app's leftovers. The batch uses 12 new guest users, so each worksheet is a first compile
 * (and triggers a background format build), as when a class compiles at once.
 * BENCH_ROUNDS overrides the number of article rounds (default 5; plots get 2 more, batches 3);
 * BENCH_WORKER_MAIN runs another build of the worker (a patched copy) to try a change;
 * BENCH_ONLY=article,plot,batch runs only some of the parts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { API_MAIN, ROOT, WORKER_MAIN } from '../../scripts/lib/paths.mjs';
import { Supervisor } from '../../scripts/lib/processes.mjs';
import { list, load, median, ms, printTable, yes } from '../lib/report.mjs';
import { article, oneWordEdit, plotScript, worksheet } from './documents.mjs';
import {
  CpuMeter,
  guestSession,
  logTail,
  machineCpu,
  rand,
  settle,
  startStack,
  timedPost,
  timedRun,
} from './stack.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 5);
const PLOT_ROUNDS = ROUNDS + 2;
const BATCH_ROUNDS = 3;
const BATCH = { compiles: 12, plots: 8 };
const PYTHON = '/usr/bin/python3';
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

/** Tags are six-digit numbers: digits have equal widths, so a new tag never reflows the text. */
let nextTag = 100_000 + Math.floor(Math.random() * 800_000);
const uniqueTag = () => String(nextTag++);

function pagesOf(pdf, tmp) {
  const file = path.join(tmp, `pages-${rand()}.pdf`);
  fs.writeFileSync(file, pdf);
  const r = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  fs.rmSync(file, { force: true });
  return Number(/^Pages:\s+(\d+)/m.exec(r.stdout ?? '')?.[1] ?? NaN);
}

/** `latexmk -pdf main.tex` in a new directory; { ms, pages, passes }. */
async function rawLatexmk(tmp, source) {
  const dir = fs.mkdtempSync(path.join(tmp, 'raw-tex-'));
  try {
    fs.writeFileSync(path.join(dir, 'main.tex'), source);
    const run = await timedRun('latexmk', ['-pdf', 'main.tex'], { cwd: dir });
    const pdf = path.join(dir, 'main.pdf');
    if (run.code !== 0 || !fs.existsSync(pdf))
      throw new Error(`latexmk failed (exit ${run.code}): ${run.output.slice(-500)}`);
    const passes = (run.output.match(/Run number \d+ of rule 'pdflatex'/g) ?? []).length;
    return { ms: run.ms, pages: pagesOf(fs.readFileSync(pdf), tmp), passes };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `/usr/bin/python3 plot.py` in a new directory and a new process; { ms }. */
async function rawPython(tmp, code) {
  const dir = fs.mkdtempSync(path.join(tmp, 'raw-py-'));
  try {
    fs.writeFileSync(path.join(dir, 'plot.py'), code);
    const run = await timedRun(PYTHON, ['plot.py'], { cwd: dir, env: { ...process.env, MPLBACKEND: 'Agg' } });
    if (run.code !== 0 || !fs.existsSync(path.join(dir, 'plot.png')))
      throw new Error(`python3 plot.py failed (exit ${run.code}): ${run.output.slice(-500)}`);
    return { ms: run.ms };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Splits an API round trip with BullMQ's timestamps (same machine clock). */
async function withBreakdown(stack, call) {
  const job = await stack.jobRecord(call.jobId);
  if (!job) return { ...call, job: null };
  return {
    ...call,
    job,
    parts: {
      before: job.added - call.start,
      queue: job.taken - job.added,
      worker: job.finished - job.taken,
      after: call.end - job.finished,
    },
  };
}

/**
 * The log the worker's last pdflatex pass left in its warm directory: did TeX have to generate a
 * bitmap font (mktexpk) during the job? In the sandbox /tmp (and so the TeX font cache) is new for
 * every run, so such a font is generated again by every compile and makes latexmk run another pass.
 */
function lastWarmLog(stack) {
  let newest = null;
  for (const root of fs.readdirSync(stack.workDir).filter((n) => n.startsWith('warm-'))) {
    const rootDir = path.join(stack.workDir, root);
    for (const name of fs.readdirSync(rootDir)) {
      const file = path.join(rootDir, name, 'main.log');
      if (!fs.existsSync(file)) continue;
      const mtime = fs.statSync(file).mtimeMs;
      if (!newest || mtime > newest.mtime) newest = { file, mtime };
    }
  }
  if (!newest) return { generatedFonts: [] };
  const log = fs.readFileSync(newest.file, 'latin1');
  // Embedded bitmap fonts are listed as <path/name.600pk>; the ones under /tmp (the sandbox's HOME, so
  // its TEXMFVAR) or in the job directory were generated by this very job.
  const paths = [...log.matchAll(/<([^<>\s]+\.\d+pk)>/g)].map((m) => m[1]);
  const generated = paths.filter((f) => f.startsWith('/tmp/') || !f.startsWith('/'));
  return { generatedFonts: [...new Set(generated.map((f) => path.basename(f)))] };
}

async function compileApi(stack, session, latexCode, tmp) {
  const call = await timedPost(stack.baseUrl, session, '/api/compile', { latexCode });
  if (call.body.subarray(0, 5).toString() !== '%PDF-') throw new Error('/api/compile did not return a PDF');
  const out = await withBreakdown(stack, call);
  const diag = out.job ? lastWarmLog(stack) : { generatedFonts: [] };
  return { ...out, ...diag, pages: pagesOf(call.body, tmp) };
}

async function plotApi(stack, session, code) {
  const call = await timedPost(stack.baseUrl, session, '/api/python-image-generator', { code });
  const png = Buffer.from(JSON.parse(call.body.toString()).plotBase64 ?? '', 'base64');
  if (png.subarray(1, 4).toString() !== 'PNG') throw new Error('/api/python-image-generator returned no PNG');
  return withBreakdown(stack, call);
}

const formatCount = (stack) => {
  const dir = path.join(stack.workDir, 'formats');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.fmt')).length : 0;
};

/** Metrics 1–3. */
async function articleRounds(stack, tmp) {
  const r = { raw: [], warm: [], cold: [], cached: [], edit: [], notes: [] };
  const main = await guestSession(stack.baseUrl);
  // Warm-up, not measured: the OS file cache for TeX, the worker's first sandbox, and the main user's
  // first compile of the preamble (after which the worker builds that preamble's format).
  await rawLatexmk(tmp, article(uniqueTag()));
  const first = await compileApi(stack, main, article(uniqueTag()), tmp);
  const formatMs = await settle(stack);
  r.notes.push(
    `warm-up: main user's first compile ${ms(first.ms)}; idle again (format built) ${ms(formatMs)} later`,
  );
  for (let i = 0; i < ROUNDS; i++) {
    const edited = article(uniqueTag()); // a new "edition" number: a real compile, same preamble and user
    await settle(stack);
    const raw = await rawLatexmk(tmp, edited);
    await settle(stack);
    const warm = await compileApi(stack, main, edited, tmp);

    const student = await guestSession(stack.baseUrl);
    const tag = uniqueTag();
    const doc = article(tag);
    await settle(stack);
    const formatsBefore = formatCount(stack);
    const cold = await compileApi(stack, student, doc, tmp);
    await settle(stack);
    const cached = await compileApi(stack, student, doc, tmp);
    await settle(stack);
    const formatReady = formatCount(stack) > formatsBefore;
    const edit = await compileApi(stack, student, oneWordEdit(tag), tmp);

    r.raw.push(raw);
    r.warm.push(warm);
    r.cold.push(cold);
    r.cached.push(cached);
    r.edit.push({ ...edit, formatReady });
    const how = (x) => `${x.job?.result?.passes ?? '?'} passes${x.job?.result?.warm ? ', warm' : ''}`;
    console.log(
      `  round ${i + 1}: latexmk ${ms(raw.ms)} (${raw.passes} passes, ${raw.pages} p.) | API same user ` +
        `${ms(warm.ms)} (${how(warm)}) | new user: first ${ms(cold.ms)} (${how(cold)}, ${cold.pages} p.), ` +
        `again ${ms(cached.ms)} (${cached.job ? 'RAN A JOB' : 'cache hit'}), one-word edit ${ms(edit.ms)} ` +
        `(${how(edit)}, format ${formatReady ? 'ready' : 'NOT ready'})  [load ${load()}]`,
    );
  }
  return r;
}

/** Metric 4. */
async function plotRounds(stack, tmp) {
  const r = { raw: [], api: [] };
  const student = await guestSession(stack.baseUrl);
  const base = Math.floor(Math.random() * 1000) * 100;
  await rawPython(tmp, plotScript(base + 99)); // warm-up: OS file cache
  await plotApi(stack, student, plotScript(base + 98)); // warm-up: first job of the pool
  for (let i = 0; i < PLOT_ROUNDS; i++) {
    await settle(stack);
    const raw = await rawPython(tmp, plotScript(base + i));
    await settle(stack);
    const api = await plotApi(stack, student, plotScript(base + 50 + i));
    r.raw.push(raw);
    r.api.push(api);
    console.log(`  round ${i + 1}: python3 plot.py ${ms(raw.ms)} | API plot ${ms(api.ms)}  [load ${load()}]`);
  }
  return r;
}

/** One batch of metric 5: 12 worksheets of 12 students and 8 plots of 8 of them, all at once. */
async function batch(stack, label) {
  const sessions = [];
  for (let k = 0; k < BATCH.compiles; k++) sessions.push(await guestSession(stack.baseUrl));
  const calls = [];
  let c = 0;
  let p = 0;
  const plotBase = 100_000 + Math.floor(Math.random() * 100_000) * 10;
  for (let k = 0; k < BATCH.compiles + BATCH.plots; k++) {
    if ((k % 5 === 1 || k % 5 === 3) && p < BATCH.plots) {
      const s = sessions[p];
      const code = plotScript(plotBase + p++);
      calls.push(() => timedPost(stack.baseUrl, s, '/api/python-image-generator', { code }));
    } else {
      const s = sessions[c];
      const latexCode = worksheet(`${label}-${c++}-${rand()}`);
      calls.push(() => timedPost(stack.baseUrl, s, '/api/compile', { latexCode }));
    }
  }
  await settle(stack);
  const workersCpu = new CpuMeter(stack.workers.map((w) => w.entry.child.pid));
  const apiCpu = new CpuMeter([stack.api.child.pid]);
  const sampler = setInterval(() => workersCpu.sample(), 100);
  const machine0 = machineCpu();
  const t0 = performance.now();
  const done = await Promise.all(calls.map((f) => f()));
  const wall = performance.now() - t0;
  const machine1 = machineCpu();
  workersCpu.sample();
  apiCpu.sample();
  const cpuUntilLast = workersCpu.seconds;
  const tail = await settle(stack);
  clearInterval(sampler);
  workersCpu.sample();
  const jobs = await Promise.all(done.map((d) => stack.jobRecord(d.jobId)));
  const busy = jobs.reduce((sum, j) => sum + (j ? j.finished - j.taken : 0), 0);
  const perWorker = new Map();
  for (const j of jobs) perWorker.set(j?.worker, (perWorker.get(j?.worker) ?? 0) + 1);
  return {
    wall,
    busy,
    tail,
    split: [...perWorker.values()].join('+'),
    ran: jobs.filter(Boolean).length,
    // CPU seconds: the workers (with their sandboxes) until the last answer and after it, the API.
    cpu: {
      workers: cpuUntilLast,
      workersAfter: workersCpu.seconds - cpuUntilLast,
      api: apiCpu.seconds,
      // The whole machine (all processes, other users' included) until the last answer, in cores.
      machineCores: ((machine1.busy - machine0.busy) / 100 / (wall / 1000)).toFixed(2),
      byKind: [...workersCpu.byKind].map(([k, t]) => `${k} ${(t / 100).toFixed(1)}`).join(', '),
    },
  };
}

/** Metric 5: rounds alternate the order (1, 2), (2, 1), (1, 2) so drift in machine load hits both. */
async function throughputRounds(stack) {
  const r = { one: [], two: [] };
  const w1 = await stack.startWorker(1);
  let w2 = null;
  for (let round = 0; round < BATCH_ROUNDS; round++) {
    const order = round % 2 === 0 ? [1, 2] : [2, 1];
    for (const workers of order) {
      if (workers === 2 && !w2) w2 = await stack.startWorker(1);
      if (workers === 1 && w2) {
        await stack.stopWorker(w2);
        w2 = null;
      }
      const b = await batch(stack, `b${round}w${workers}`);
      (workers === 1 ? r.one : r.two).push(b);
      console.log(
        `  round ${round + 1}, ${workers} worker${workers > 1 ? 's' : ''}: 20 jobs in ${ms(b.wall)} ` +
          `(${b.ran} ran on workers, split ${b.split}; jobs' time on workers ${ms(b.busy)}; CPU s: workers ` +
          `${b.cpu.workers.toFixed(1)} + ${b.cpu.workersAfter.toFixed(1)} after the last answer ` +
          `(idle ${ms(b.tail)} later), API ${b.cpu.api.toFixed(1)}; workers' CPU s by kind: ${b.cpu.byKind}; ` +
          `whole machine busy ${b.cpu.machineCores} of ${os.cpus().length} cores)` +
          `  [load ${load()}]`,
      );
    }
  }
  if (w2) await stack.stopWorker(w2);
  await stack.stopWorker(w1);
  return r;
}

function breakdownLine(name, calls) {
  const withParts = calls.filter((c) => c.parts);
  if (withParts.length === 0) return `  ${name}: no job record`;
  const m = (k) => ms(median(withParts.map((c) => c.parts[k])));
  return (
    `  ${name.padEnd(34)} total ${ms(median(calls.map((c) => c.ms))).padStart(8)} = before queue ${m('before')}` +
    ` + queue wait ${m('queue')} + worker ${m('worker')} + after ${m('after')}`
  );
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api', '@eps/compile-worker'] });
  if (failed.length || !fs.existsSync(API_MAIN) || !fs.existsSync(WORKER_MAIN))
    throw new Error('apps/api or apps/compile-worker is not built');
  for (const bin of ['latexmk', 'pdfinfo', 'bwrap', PYTHON]) {
    if (spawnSync('sh', ['-c', `command -v ${bin}`]).status !== 0) throw new Error(`${bin} is not installed`);
  }

  const sup = new Supervisor({
    onUnexpectedExit: (name, code, signal) => console.error(`${name} exited (${signal ?? `code ${code}`})`),
  });
  sup.installSignalHandlers({ quiet: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-bench-compile-'));
  fs.chmodSync(tmp, 0o711); // the sandbox users must reach the work directory below it
  sup.addCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const loadStart = load();
  let stack;
  try {
    stack = await startStack(sup, tmp);
    console.log(
      `setup: ${stack.labels.db}; ${stack.labels.redis}; worker ${stack.labels.worker}; ${os.cpus().length} cores`,
    );
    console.log(`load average at start: ${loadStart}`);
    const want = (part) => ONLY.length === 0 || ONLY.includes(part);
    let a = null;
    let p = null;
    let t = null;
    if (want('article') || want('plot')) {
      const worker = await stack.startWorker(undefined);
      if (want('article')) {
        console.log(
          `\n[1-3] 8-page article, ${ROUNDS} rounds (one worker process, default WORKER_CONCURRENCY)`,
        );
        a = await articleRounds(stack, tmp);
        for (const note of a.notes) console.log(`  ${note}`);
      }
      if (want('plot')) {
        console.log(`\n[4] matplotlib plot, ${PLOT_ROUNDS} rounds`);
        p = await plotRounds(stack, tmp);
      }
      await stack.stopWorker(worker);
    }
    if (want('batch')) {
      console.log(
        `\n[5] 20 jobs at once (${BATCH.compiles} worksheets of 12 new users + ${BATCH.plots} plots), ` +
          `${BATCH_ROUNDS} rounds per configuration`,
      );
      t = await throughputRounds(stack);
    }

    const med = (xs) => median(xs.map((x) => x.ms));
    const rows = [];
    const runs = [];
    if (a) {
      const raw = med(a.raw);
      const warm = med(a.warm);
      const cold = med(a.cold);
      const cached = med(a.cached);
      const edit = med(a.edit);
      rows.push(
        {
          metric: '1. API compile, 8-page article (same user+preamble, new word)',
          value: ms(warm),
          baseline: `${ms(raw)} latexmk -pdf, fresh dir`,
          ratio: `${(warm / raw).toFixed(2)}x`,
          goal: '<= 1.10x',
          met: yes(warm / raw <= 1.1),
        },
        {
          metric: '   info: first compile of the preamble by a new user (no format)',
          value: ms(cold),
          baseline: `${ms(raw)} latexmk -pdf, fresh dir`,
          ratio: `${(cold / raw).toFixed(2)}x`,
          goal: '-',
          met: '-',
        },
        {
          metric: '2. repeated identical request (cache) vs first compile',
          value: ms(cached),
          baseline: `${ms(cold)} first compile`,
          ratio: `${(cold / cached).toFixed(0)}x faster`,
          goal: '>= 50x faster',
          met: yes(cold / cached >= 50),
        },
        {
          metric: '3. one-word edit vs first compile',
          value: ms(edit),
          baseline: `${ms(cold)} first compile`,
          ratio: `${(edit / cold).toFixed(2)}x`,
          goal: '<= 0.45x',
          met: yes(edit / cold <= 0.45),
        },
      );
      runs.push(
        ['latexmk -pdf, fresh dir', a.raw],
        ['API, same user, new word', a.warm],
        ['API, first compile (new user)', a.cold],
        ['API, identical again (cache)', a.cached],
        ['API, one-word edit', a.edit],
      );
    }
    if (p) {
      const py = med(p.raw);
      const plot = med(p.api);
      rows.push({
        metric: '4. API plot job vs python3 plot.py',
        value: ms(plot),
        baseline: `${ms(py)} python3, new process`,
        ratio: `${(plot / py).toFixed(2)}x`,
        goal: '<= 0.35x',
        met: yes(plot / py <= 0.35),
      });
      runs.push(['python3 plot.py', p.raw], ['API plot', p.api]);
    }
    if (t) {
      const one = median(t.one.map((b) => b.wall));
      const two = median(t.two.map((b) => b.wall));
      rows.push({
        metric: '5. 20 mixed jobs: 2 workers vs 1 (throughput)',
        value: `${ms(two)} (2 workers)`,
        baseline: `${ms(one)} (1 worker)`,
        ratio: `${(one / two).toFixed(2)}x`,
        goal: '>= 1.70x',
        met: yes(one / two >= 1.7),
      });
      runs.push(
        ['20 jobs, 1 worker', t.one.map((b) => ({ ms: b.wall }))],
        ['20 jobs, 2 workers', t.two.map((b) => ({ ms: b.wall }))],
      );
    }
    console.log(`\nmedians (load average at start ${loadStart}, now ${load()}):`);
    printTable(rows);

    console.log('\nruns (ms):');
    for (const [name, xs] of runs) console.log(`  ${`${name}:`.padEnd(32)} ${list(xs.map((x) => x.ms))}`);

    if (a || p) console.log('\nwhere the API time goes (medians; BullMQ timestamps, same clock):');
    if (a) {
      console.log(breakdownLine('article, same user, new word', a.warm));
      console.log(breakdownLine('article, first compile (new user)', a.cold));
      console.log(breakdownLine('article, one-word edit', a.edit));
    }
    if (p) console.log(breakdownLine('plot', p.api));
    if (a) {
      const passes = (xs) => xs.map((x) => x.job?.result?.passes ?? x.passes ?? '?').join(',');
      const compiled = [...a.warm, ...a.cold, ...a.edit];
      const withFonts = compiled.filter((x) => x.generatedFonts.length > 0);
      const fonts = [...new Set(withFonts.flatMap((x) => x.generatedFonts))].join(', ');
      console.log(
        `  pdflatex passes per run: latexmk fresh dir ${passes(a.raw)} | API same user ${passes(a.warm)} | ` +
          `first compile ${passes(a.cold)} | one-word edit ${passes(a.edit)}`,
      );
      console.log(
        `  bitmap fonts generated by mktexpk during the job (sandbox /tmp is new every run): ` +
          `${withFonts.length} of ${compiled.length} API compiles${fonts ? ` (${fonts})` : ''}`,
      );
    }
    if (a || p) {
      console.log(
        '  before queue = HTTP, session, rate limit, body validation, cache lookup (a miss), live-worker check;',
      );
      console.log(
        '  worker = job progress updates, sandbox start, latexmk/pdflatex (or the warm Python), result into Redis;',
      );
      console.log(
        '  after = completion event to the API, artifact out of Redis, cache insert, HTTP response.',
      );
    }
  } catch (err) {
    if (stack) {
      console.error(`API log:\n${logTail(stack.apiLog)}`);
      for (const w of stack.workers) console.error(`worker log:\n${logTail(w.log)}`);
    }
    throw err;
  } finally {
    await sup.stopAll();
  }
}

process.chdir(ROOT);
main().catch((err) => {
  console.error(`bench compile failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
