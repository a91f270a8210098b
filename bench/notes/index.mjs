/**
 * The offline notes and slides engine over the lecture corpus (test/fixtures/lectures: texts nobody
 * tuned the engine to, each with its expected structure written by hand beside it), with "Include
 * images and plots" ticked. Per document and in total, for the development set, the held-back set and
 * both: the share of expected sections, booktabs tables, equations in math mode and table plots the
 * notes produce; the share of sentences and of numbers with a unit, sign or exponent kept (the fact
 * check of the unit tests); the share of notes and of slides that compile with the real pdflatex (plots
 * run by Python first); and the slides' frames that overflow (overfull boxes in the log).
 * Goal: ≥ 95% of each share, every document compiles, no overfull frame.
 * BENCH_SPLIT=dev|holdout runs one set only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { compileDocument } from './compile.mjs';
import * as score from './score.mjs';

const CORPUS = path.join(ROOT, 'test/fixtures/lectures');
const ENGINE = path.join(
  ROOT,
  'apps/api/dist/modules/generation/engines/offline/offline-generation-engine.js',
);
const FACT_CHECK = path.join(ROOT, 'apps/api/src/testing/fact-check.ts');
const GOAL = 0.95;
const require = createRequire(import.meta.url);

/** The unit tests' fact check (a dependency-free TypeScript file), transpiled in memory. */
function loadFactCheck() {
  const ts = require(require.resolve('typescript', { paths: [ROOT] }));
  const { outputText } = ts.transpileModule(fs.readFileSync(FACT_CHECK, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const mod = { exports: {} };
  new Function('module', 'exports', outputText)(mod, mod.exports);
  return mod.exports;
}

function corpus(split) {
  return fs
    .readdirSync(CORPUS)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const labels = JSON.parse(fs.readFileSync(path.join(CORPUS, f), 'utf8'));
      const base = f.replace(/\.json$/, '');
      const file = ['.md', '.txt'].map((ext) => base + ext).find((n) => fs.existsSync(path.join(CORPUS, n)));
      return { name: base, labels, material: fs.readFileSync(path.join(CORPUS, file), 'utf8') };
    })
    .filter((d) => !split || d.labels.split === split);
}

const tally = () => ({ got: 0, of: 0 });
const add = (t, got, of) => {
  t.got += got;
  t.of += of;
};
const share = (t) => (t.of ? `${((100 * t.got) / t.of).toFixed(1)}% (${t.got}/${t.of})` : 'n/a');
const METRICS = [
  'sections',
  'tables',
  'equations',
  'plots',
  'sentences',
  'slides sentences',
  'numbers',
  'notes compile',
  'slides compile',
  'frames fit',
  'as maths/heads',
];

async function measure(doc, engine, contracts, facts) {
  const request = contracts.ZGenerationRequestSchema.parse({
    userMaterial: doc.material,
    includeImages: true,
  });
  const notes = await engine.generateNotes(request);
  const slides = await engine.generateSlides(request);
  const { labels } = doc;
  const headings = score.headings(notes);
  const tables = score.booktabsTables(notes);
  const segments = score.mathSegments(notes);
  const plotCodes = [...notes.matchAll(contracts.PYTHON_BLOCK_PATTERN)].map((m) => m[2]);
  const plotLabels = labels.tables.filter((t) => t.plot);
  const sentences = facts.checkSentences(doc.material, notes);
  const slideSentences = facts.checkSentences(doc.material, slides);
  const numbers = facts.checkQuantities(doc.material, notes);
  // A formula line typeset as maths, or a section number LaTeX prints itself, no longer reads back as the
  // typed words: those are counted by the equation and section scores, and shown apart here.
  const foundEquations = labels.equations.filter((e) => score.equationFound(e, segments));
  const foundSections = labels.sections.filter((s) => score.sectionFound(s, headings));
  const accounted = (text) =>
    foundEquations.some((e) => text.trim().replace(/[.,;]$/, '') === e) ||
    foundSections.some((s) => new RegExp(`^\\d+(\\.\\d+)*\\.?\\s+`).test(text) && text.endsWith(s));
  for (const report of [sentences, slideSentences]) {
    report.typeset = report.missing.filter(accounted).length;
    report.missing = report.missing.filter((m) => !accounted(m));
  }
  const [notesPdf, slidesPdf] = [
    await compileDocument(notes, contracts),
    await compileDocument(slides, contracts),
  ];
  const missing = [
    ...labels.sections.filter((s) => !score.sectionFound(s, headings)).map((s) => `section "${s}"`),
    ...labels.tables.filter((t) => !score.tableFound(t, tables)).map((t) => `table "${t.header[0]}"`),
    ...labels.equations.filter((e) => !score.equationFound(e, segments)).map((e) => `equation "${e}"`),
    ...plotLabels
      .filter((t) => !score.plotFound(t, doc.material, plotCodes))
      .map((t) => `plot "${t.header[0]}"`),
    ...sentences.missing.map((s) => `sentence "${String(s).slice(0, 60)}"`),
    ...slideSentences.missing.map((s) => `slides sentence "${String(s).slice(0, 60)}"`),
    ...numbers.missing.map((q) => `number "${q.text ?? JSON.stringify(q)}"`),
    ...(notesPdf.ok ? [] : [`notes do not compile: ${notesPdf.error}`]),
    ...(slidesPdf.ok ? [] : [`slides do not compile: ${slidesPdf.error}`]),
    ...slidesPdf.overfull.map((o) => `slides: ${o}`),
    ...[...notesPdf.plotFailures, ...slidesPdf.plotFailures].map((f) => `plot failed: ${f}`),
  ];
  return {
    counts: {
      sections: [
        labels.sections.length - missing.filter((m) => m.startsWith('section')).length,
        labels.sections.length,
      ],
      tables: [
        labels.tables.length - missing.filter((m) => m.startsWith('table')).length,
        labels.tables.length,
      ],
      equations: [
        labels.equations.length - missing.filter((m) => m.startsWith('equation')).length,
        labels.equations.length,
      ],
      plots: [plotLabels.length - missing.filter((m) => m.startsWith('plot "')).length, plotLabels.length],
      sentences: [sentences.checked - sentences.missing.length, sentences.checked],
      'slides sentences': [slideSentences.checked - slideSentences.missing.length, slideSentences.checked],
      'as maths/heads': [sentences.typeset, sentences.checked],
      numbers: [numbers.checked - numbers.missing.length, numbers.checked],
      'notes compile': [notesPdf.ok ? 1 : 0, 1],
      'slides compile': [slidesPdf.ok ? 1 : 0, 1],
      'frames fit': [slidesPdf.ok && slidesPdf.overfull.length === 0 ? 1 : 0, 1],
    },
    missing,
  };
}

function printTotals(label, results) {
  const totals = Object.fromEntries(METRICS.map((m) => [m, tally()]));
  for (const r of results) for (const m of METRICS) add(totals[m], ...r.counts[m]);
  console.log(`\n${label} (${results.length} documents)`);
  for (const m of METRICS) {
    const t = totals[m];
    if (m === 'as maths/heads') {
      console.log(
        `  (${t.got} of the sentences kept were typed formulas now in math mode or numbered headings)`,
      );
      continue;
    }
    const goal = m.includes('compile') || m === 'frames fit' ? 1 : GOAL;
    const met = t.of === 0 || t.got / t.of >= goal ? 'yes' : 'NO';
    console.log(`  ${m.padEnd(15)} ${share(t).padEnd(20)} goal ≥ ${(goal * 100).toFixed(0)}%  met ${met}`);
  }
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api'] });
  if (failed.length || !fs.existsSync(ENGINE)) throw new Error('apps/api is not built');
  const { OfflineGenerationEngine } = require(ENGINE);
  const contracts = require(require.resolve('@eps/contracts', { paths: [path.join(ROOT, 'apps/api')] }));
  const facts = loadFactCheck();
  const engine = new OfflineGenerationEngine();
  const docs = corpus(process.env.BENCH_SPLIT);
  const results = [];
  for (const doc of docs) {
    const result = { ...(await measure(doc, engine, contracts, facts)), doc };
    results.push(result);
    const line = METRICS.slice(0, 4).map((m) => `${m} ${result.counts[m][0]}/${result.counts[m][1]}`);
    console.log(`${doc.name} [${doc.labels.split}]: ${line.join(', ')}`);
    for (const m of result.missing) console.log(`    missing: ${m}`);
  }
  for (const split of ['dev', 'holdout']) {
    const part = results.filter((r) => r.doc.labels.split === split);
    if (part.length) printTotals(`${split} set`, part);
  }
  printTotals('whole corpus', results);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
