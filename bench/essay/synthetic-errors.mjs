/**
 * The grammar checker on errors planted by program into prose nobody here wrote: the State of the Union
 * addresses of 1933–2021 (test/fixtures/prose). The labelled corpus is a few hundred errors in essays
 * the rules were developed beside; here every kind is planted a few hundred times into long sentences
 * of many speakers and decades, so a rule fitted to the corpus's shapes shows it. Each planted error is
 * one edit of a correct passage, made without the checker:
 *  - comma splice / run-on: two neighbouring sentences joined by ", " or " " (the second's capital
 *    dropped unless the tagger reads it as a name);
 *  - agreement: a finite present verb given the other number ("is" ↔ "are", "shows" ↔ "show");
 *  - tense shift: in a passage told wholly in the past, one past verb put in the present;
 *  - its/it's, their/there, then/than: the word swapped for its homophone;
 *  - pronoun–antecedent: a possessive "its" made "their" (in edited prose "its" always stands for
 *    one thing).
 * A planted error is found when a finding of its kind touches the edit. False alarms are every finding
 * on the unedited passages (edited prose, so nearly all are wrong), per 1,000 words and per kind.
 * Addresses of even years are the "tune" part, odd years the "check" part: change rules looking at the
 * first, and read the second to see whether the change holds on text it was not made for.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { findingKind, locateIssues } from '../../scripts/lib/grammar-score.mjs';

const PROSE = path.join(ROOT, 'test/fixtures/prose/state-of-the-union-1933-2021.jsonl.gz');
const GRAMMAR = path.join(ROOT, 'apps/api/dist/modules/essay/checkers/grammar');
/** Planted errors of each kind per part: enough that one rule's quirk moves a figure by under 1%. */
const PER_KIND = Number(process.env.SYNTHETIC_PER_KIND) || 200;
const PASSAGE_SENTENCES = 5;
const SWAPS = [
  [/\bits (?=[a-z]+ )/g, "it's ", 'its/its'],
  [/\btheir (?=[a-z]+ )/g, 'there ', 'their/there/they'],
  [
    /\b(?:more|less|fewer|better|worse|greater|larger|smaller|higher|lower|rather) [a-z]+ than\b/g,
    null,
    'then/than',
  ],
];
const FINDING_FOR = {
  'comma splice': ['comma splice', 'run-on'],
  'run-on': ['run-on', 'comma splice'],
  agreement: ['agreement'],
  tense: ['tense'],
  "its/it's": ["its/it's"],
  "their/there/they're": ["their/there/they're"],
  'then/than': ['then/than'],
  pronoun: ['pronoun'],
};
/** Kinds added after the bench's first figures: shuffled last, so the earlier kinds keep their plantings. */
const LATER_KINDS = ['pronoun'];

/** A seeded generator, so every run plants the same errors. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

let addresses = null;

/** Every address, read once: { year, speaker, text }. */
function allAddresses() {
  addresses ??= zlib
    .gunzipSync(fs.readFileSync(PROSE))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  return addresses;
}

/** A plain sentence of running prose: no quotation, dash or list, 5 to 35 words. */
function plainSentence(s) {
  const words = s.split(' ').length;
  return /^[A-Z][^"“”;:()[\]—–]*[a-z0-9][.]$/.test(s) && !/--/.test(s) && words >= 5 && words <= 35;
}

/** Passages of a few sentences from each address of the part, in order. */
function passages(part, splitSentences) {
  const out = [];
  for (const address of allAddresses().filter((a) => a.year % 2 === (part === 'tune' ? 0 : 1))) {
    const sentences = address.text
      .split(/\n+/)
      .flatMap((p) => splitSentences(p).map((s) => s.text))
      .map((s) => ({ s, plain: plainSentence(s) }));
    for (let i = 0; i + PASSAGE_SENTENCES <= sentences.length; i += PASSAGE_SENTENCES) {
      const group = sentences.slice(i, i + PASSAGE_SENTENCES);
      if (group.every((x) => x.plain)) out.push(group.map((x) => x.s));
    }
  }
  return out;
}

/** Every way to plant each kind into a passage: { kind, text, at, end }, the edit's span in `text`. */
function plantings(sentences, tagging) {
  const { tagSentence, finiteVerbs, verbNumber, verbTense, pastToPresent, otherNumber } = tagging;
  const found = [];
  const passage = sentences.join(' ');
  const offset = (i) => sentences.slice(0, i).reduce((n, s) => n + s.length + 1, 0);
  const tagged = sentences.map((s) => tagSentence(s).tokens);
  for (let i = 0; i + 1 < sentences.length; i += 1) {
    const first = tagged[i + 1][0];
    if (
      !first ||
      first.pos === 'PROPN' ||
      /^I\b/.test(sentences[i + 1]) ||
      /^(And|But|Or|So|Yet|Nor|For)$/.test(first.text)
    )
      continue;
    const end = offset(i + 1) - 2;
    const second = sentences[i + 1][0].toLowerCase() + sentences[i + 1].slice(1);
    for (const [kind, joint] of [
      ['comma splice', ', '],
      ['run-on', ' '],
    ])
      found.push({
        kind,
        text: `${passage.slice(0, end)}${joint}${second}${passage.slice(offset(i + 2) - 1)}`,
        at: end,
        end: end + joint.length + 1,
      });
  }
  const allPast = tagged.every((tokens) =>
    finiteVerbs(tokens).every((v) => verbTense(tokens, v) !== 'present'),
  );
  tagged.forEach((tokens, i) => {
    for (const v of finiteVerbs(tokens)) {
      const t = tokens[v];
      const at = offset(i) + t.start;
      const edit = (word) => `${passage.slice(0, at)}${word}${passage.slice(at + t.text.length)}`;
      const number = verbNumber(t);
      const other = number && surelyFinite(tokens, v, number) ? otherNumber(t, number) : null;
      if (other) found.push({ kind: 'agreement', text: edit(other), at, end: at + other.length });
      const present =
        allPast && verbTense(tokens, v) === 'past' && surelyPast(tokens, v) ? pastToPresent(tokens, v) : null;
      if (present) found.push({ kind: 'tense', text: edit(present), at, end: at + present.length });
    }
  });
  for (const [pattern, replacement, kind] of SWAPS)
    for (const m of passage.matchAll(pattern)) {
      const at = m.index + (replacement ? 0 : m[0].lastIndexOf('than'));
      const word = replacement ?? 'then';
      const length = replacement ? m[0].length : 4;
      const name = { 'its/its': "its/it's", 'their/there/they': "their/there/they're" }[kind] ?? kind;
      found.push({
        kind: name,
        text: `${passage.slice(0, at)}${word}${passage.slice(at + length)}`,
        at,
        end: at + word.length,
      });
    }
  for (const m of passage.matchAll(/\b(its|Its) (?=[a-z]+ )/g)) {
    const word = m[1] === 'Its' ? 'Their' : 'their';
    found.push({
      kind: 'pronoun',
      text: `${passage.slice(0, m.index)}${word}${passage.slice(m.index + 3)}`,
      at: m.index,
      end: m.index + word.length,
    });
  }
  return found;
}

/**
 * Whether the verb at v is surely a finite present verb whose number an edit would break: an -s form
 * or "is", "was", "has", "does" is; a plain form may also be an infinitive, a command or a subjunctive
 * ("let them succeed", "insist that Iran meet"), so only "are", "were" and a plain verb right after a
 * plural noun or "we"/"they" count.
 */
function surelyFinite(tokens, v, number) {
  if (number === 'singular') return true;
  if (/^(are|were)$/.test(tokens[v].lower)) return !/^(i|you)$/.test(tokens[v - 1]?.lower ?? '');
  const before = tokens[v - 1];
  return (
    before !== undefined &&
    (/^(we|they)$/.test(before.lower) ||
      (before.pos === 'NOUN' && /s$/.test(before.lower) && before.lemma !== before.lower))
  );
}

/**
 * Whether the verb at v is surely a finite past verb: "was", "were", "had", "did", or a past form right
 * after a noun or pronoun that is its subject (not a participle: "an overexpanded plant", "based on").
 */
function surelyPast(tokens, v) {
  if (/^(was|were|had|did)$/.test(tokens[v].lower)) return true;
  const before = tokens[v - 1];
  return before !== undefined && /^(NOUN|PROPN|PRON)$/.test(before.pos) && tokens[v + 1]?.pos !== 'ADP';
}

/** The tagger and verb forms of this checkout's build, for planting. */
function tagging(require) {
  const { tagSentence } = require(path.join(GRAMMAR, 'tagger.js'));
  const { finiteVerbs, verbNumber, verbTense } = require(path.join(GRAMMAR, 'syntax.js'));
  const { thirdPerson, pastTense } = require(path.join(GRAMMAR, 'verb-forms.js'));
  const { subjectOf } = require(path.join(GRAMMAR, 'subject.js'));
  const SWAP = {
    is: 'are',
    are: 'is',
    was: 'were',
    were: 'was',
    has: 'have',
    have: 'has',
    does: 'do',
    do: 'does',
  };
  const keepCase = (model, word) => (/^[A-Z]/.test(model) ? word[0].toUpperCase() + word.slice(1) : word);
  const otherNumber = (t, number) => {
    if (t.clitic) return null;
    if (SWAP[t.lower]) return keepCase(t.text, SWAP[t.lower]);
    return keepCase(t.text, number === 'singular' ? t.lemma : thirdPerson(t.lemma));
  };
  // "was" → "is", "had" → "has", "decided" → "decides" ("we decided" → "we decide": the present
  // that agrees with the subject, so the edit is a shift of tense and nothing else); only where the
  // past is the lemma's own.
  const pastToPresent = (tokens, v) => {
    const t = tokens[v];
    if (t.clitic) return null;
    const subject = subjectOf(tokens, v);
    const head = subject ? tokens[subject.head].lower : '';
    const plural = subject?.number === 'plural' || /^(i|you|we|they)$/.test(head);
    const present = {
      was: head === 'i' ? 'am' : 'is',
      were: 'are',
      had: plural ? 'have' : 'has',
      did: plural ? 'do' : 'does',
    }[t.lower];
    if (present) return keepCase(t.text, present);
    if (pastTense(t.lemma, t.lemma) !== t.lower || t.lemma === t.lower) return null;
    return keepCase(t.text, plural ? t.lemma : thirdPerson(t.lemma));
  };
  return { tagSentence, finiteVerbs, verbNumber, verbTense, pastToPresent, otherNumber };
}

const wordCount = (text) => text.split(/\s+/).filter(Boolean).length;

/** Recall per planted kind and false alarms per finding kind, for one part and one checker. */
async function measure(checker, part, plantedByKind, clean) {
  const recall = {};
  for (const [kind, planted] of Object.entries(plantedByKind)) {
    let hit = 0;
    for (const p of planted) {
      const findings = locateIssues(p.text, await checker.check(p.text));
      if (
        findings.some(
          (f) => FINDING_FOR[kind].includes(findingKind(f.issue)?.name) && f.start <= p.end && p.at <= f.end,
        )
      )
        hit += 1;
    }
    recall[kind] = hit / Math.max(planted.length, 1);
  }
  const alarms = {};
  let words = 0;
  for (const text of clean) {
    words += wordCount(text);
    for (const issue of await checker.check(text)) {
      const name = findingKind(issue.issue)?.name ?? 'other';
      alarms[name] = (alarms[name] ?? 0) + 1;
    }
  }
  return { part, recall, alarms, words };
}

/** Plants PER_KIND errors of each kind into the part's passages (seeded), and keeps clean passages. */
function plant(part, tools, splitSentences) {
  const all = passages(part, splitSentences);
  const next = random(part === 'tune' ? 20 : 21);
  const byKind = {};
  for (const sentences of all) for (const p of plantings(sentences, tools)) (byKind[p.kind] ??= []).push(p);
  const kinds = Object.keys(byKind);
  for (const kind of [
    ...kinds.filter((k) => !LATER_KINDS.includes(k)),
    ...LATER_KINDS.filter((k) => byKind[k]),
  ]) {
    const list = byKind[kind];
    for (let i = list.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    byKind[kind] = list.slice(0, PER_KIND);
  }
  const clean = all.filter((_, i) => i % 3 === 0).map((s) => s.join(' '));
  return { byKind, clean };
}

/** Planted errors and unedited passages of one part, with the tools of this checkout's build. */
export function syntheticPart(part, checkersRequire = createRequire(import.meta.url)) {
  const { splitSentences } = checkersRequire(path.join(GRAMMAR, '..', 'text.js'));
  return plant(part, tagging(checkersRequire), splitSentences);
}

export { measure as measureSynthetic };

export async function printSyntheticErrors(before, after) {
  console.log(
    `\nerrors planted into State of the Union addresses (${PER_KIND} per kind and part; tune = even years, ` +
      'check = odd years): recall before → after',
  );
  for (const part of ['tune', 'check']) {
    const { byKind, clean } = syntheticPart(part);
    const b = await measure(before, part, byKind, clean);
    const a = await measure(after, part, byKind, clean);
    console.log(`  ${part} part`);
    for (const kind of Object.keys(FINDING_FOR))
      if (byKind[kind])
        console.log(
          `    ${kind.padEnd(20)} ${String(byKind[kind].length).padStart(4)} planted  ` +
            `${b.recall[kind].toFixed(2)} → ${a.recall[kind].toFixed(2)}`,
        );
    const per1000 = (r, name) => ((1000 * (r.alarms[name] ?? 0)) / r.words).toFixed(2);
    const names = [...new Set([...Object.keys(b.alarms), ...Object.keys(a.alarms)])].sort();
    const total = (r) => Object.values(r.alarms).reduce((x, y) => x + y, 0);
    console.log(`    false alarms per 1,000 words on ${clean.length} unedited passages (${a.words} words):`);
    for (const name of names)
      console.log(`      ${name.padEnd(22)} ${per1000(b, name)} → ${per1000(a, name)}`);
    console.log(
      `      ${'all'.padEnd(22)} ${((1000 * total(b)) / b.words).toFixed(2)} → ${((1000 * total(a)) / a.words).toFixed(2)}`,
    );
  }
}
