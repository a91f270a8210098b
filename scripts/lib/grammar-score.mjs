/**
 * Scores a grammar checker against the labelled corpus in test/fixtures/grammar (issue 19): used by
 * bench/essay and the corpus test, for any checker that returns the spec's grammarIssues shape
 * ({ issue, sentence, suggestion }), so main's checker and a newer one are scored the same way.
 *
 * Matching rule: a finding's span is what its suggestion changes in its sentence (the shortest
 * differing stretch, found by trimming the common start and end); a finding matches a labelled error
 * when the two spans overlap or touch (a zero-width insertion point at either end counts) and the
 * finding's kind, read from its message by FINDING_KINDS, maps to the label's kind. A label is found
 * when some finding matches it; a finding that matches no label is a false alarm.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LABEL_KINDS = [
  'agreement',
  'agreement-intervening',
  'agreement-compound-collective',
  'comma-splice',
  'run-on',
  'fragment',
  'its-its',
  'there-their-theyre',
  'your-youre',
  'then-than',
  'affect-effect',
  'a-an',
  'repeated-word',
  'could-of',
  'less-fewer',
  'pronoun-antecedent',
  'tense-shift',
  'plural-apostrophe',
  'who-whom',
];

const AGREEMENT = ['agreement', 'agreement-intervening', 'agreement-compound-collective'];

/**
 * The one mapping from a finding's message to the label kinds it may match, first match wins. The
 * messages are our rules' and harper.js's (the words a message quotes say what it is about).
 */
export const FINDING_KINDS = [
  { name: 'pronoun', pattern: /antecedent/i, kinds: ['pronoun-antecedent'] },
  {
    name: 'agreement',
    pattern: /agreement|agree with its subject|agree in grammatical number/i,
    kinds: AGREEMENT,
  },
  { name: 'affect/effect', pattern: /"(affect|effect)"/i, kinds: ['affect-effect'] },
  { name: 'comma splice', pattern: /comma splice/i, kinds: ['comma-splice'] },
  { name: 'run-on', pattern: /run-on/i, kinds: ['run-on'] },
  { name: 'fragment', pattern: /fragment/i, kinds: ['fragment'] },
  { name: "its/it's", pattern: /"(its|it's)"/i, kinds: ['its-its'] },
  { name: "their/there/they're", pattern: /"(their|there|they're)"/i, kinds: ['there-their-theyre'] },
  { name: "your/you're", pattern: /"(your|you're)"/i, kinds: ['your-youre'] },
  { name: 'then/than', pattern: /"(then|than)"/i, kinds: ['then-than'] },
  { name: 'a/an', pattern: /^use "an?" before/i, kinds: ['a-an'] },
  { name: 'repeated word', pattern: /repeated/i, kinds: ['repeated-word'] },
  { name: 'could of', pattern: /"have" rather than "of"|"of"/i, kinds: ['could-of'] },
  { name: 'less/fewer', pattern: /"(less|fewer)"/i, kinds: ['less-fewer'] },
  { name: 'tense', pattern: /tense/i, kinds: ['tense-shift'] },
  { name: 'plural apostrophe', pattern: /apostrophe/i, kinds: ['plural-apostrophe'] },
  { name: 'who/whom', pattern: /"(who|whom|which)"/i, kinds: ['who-whom'] },
];

export function findingKind(message) {
  return FINDING_KINDS.find((k) => k.pattern.test(message.replace(/[“”]/g, '"'))) ?? null;
}

/** The essays and their labels; `split` is "dev" or "held-out". */
export function loadCorpus(dir) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const label = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      return { ...label, text: fs.readFileSync(path.join(dir, `${label.id}.md`), 'utf8') };
    });
}

/** Each issue's span in the essay: where its sentence is, and what its suggestion changes in it. */
export function locateIssues(text, issues) {
  let from = 0;
  return issues.map((issue) => {
    let at = text.indexOf(issue.sentence, from);
    if (at < 0) at = text.indexOf(issue.sentence);
    if (at >= 0) from = at;
    const a = issue.sentence;
    const b = issue.suggestion;
    let prefix = 0;
    while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
    let suffix = 0;
    const room = Math.min(a.length, b.length) - prefix;
    while (suffix < room && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix += 1;
    const base = Math.max(at, 0);
    return { issue: issue.issue, start: base + prefix, end: base + a.length - suffix, located: at >= 0 };
  });
}

const overlaps = (f, e) => f.start <= e.end && e.start <= f.end;

/** Matches one essay's findings against its labels. */
export function matchEssay(essay, issues) {
  const findings = locateIssues(essay.text, issues).map((f) => ({ ...f, kind: findingKind(f.issue) }));
  const found = essay.errors.map((e) =>
    findings.some((f) => f.kind && f.kind.kinds.includes(e.kind) && overlaps(f, e)),
  );
  const correct = findings.map((f) =>
    essay.errors.some((e) => f.kind && f.kind.kinds.includes(e.kind) && overlaps(f, e)),
  );
  return { findings, found, correct };
}

const ratio = (a, b) => (b === 0 ? 1 : a / b);

/**
 * Recall per label kind and overall, precision per finding kind and overall, and false alarms per
 * 1,000 words on the clean essays. `results` holds { essay, issues } for each essay.
 */
export function scoreCorpus(results) {
  const perKind = Object.fromEntries(LABEL_KINDS.map((k) => [k, { labelled: 0, found: 0 }]));
  const perFinding = {};
  let labelled = 0;
  let found = 0;
  let findings = 0;
  let correct = 0;
  let cleanWords = 0;
  let cleanAlarms = 0;
  const falseAlarms = [];
  for (const { essay, issues } of results) {
    const match = matchEssay(essay, issues);
    essay.errors.forEach((e, i) => {
      perKind[e.kind].labelled += 1;
      labelled += 1;
      if (match.found[i]) {
        perKind[e.kind].found += 1;
        found += 1;
      }
    });
    match.findings.forEach((f, i) => {
      const name = f.kind?.name ?? 'other';
      perFinding[name] ??= { findings: 0, correct: 0 };
      perFinding[name].findings += 1;
      findings += 1;
      if (match.correct[i]) {
        perFinding[name].correct += 1;
        correct += 1;
      } else {
        falseAlarms.push({ id: essay.id, issue: f.issue, text: essay.text.slice(f.start, f.end) });
      }
    });
    if (essay.errors.length === 0) {
      cleanWords += essay.words;
      cleanAlarms += match.findings.length;
    }
  }
  for (const k of Object.values(perKind)) k.recall = ratio(k.found, k.labelled);
  for (const k of Object.values(perFinding)) k.precision = ratio(k.correct, k.findings);
  return {
    perKind,
    perFinding,
    labelled,
    found,
    findings,
    correct,
    recall: ratio(found, labelled),
    precision: ratio(correct, findings),
    cleanWords,
    cleanAlarms,
    cleanAlarmsPer1000: (cleanAlarms * 1000) / Math.max(cleanWords, 1),
    falseAlarms,
  };
}
