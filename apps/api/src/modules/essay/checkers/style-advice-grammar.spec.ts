import fs from 'node:fs';
import path from 'node:path';
import { GrammarChecker } from './grammar-checker';
import { StyleChecker } from './style-checker';
import {
  CLICHES,
  IRREGULAR_PARTICIPLES,
  STRONGER_WORDS,
  WEAK_INTENSIFIERS,
  WORDY_PHRASES,
} from './style-phrases';

/**
 * Every piece of style advice the checker can write reads as correct English, whatever the essay: the
 * advice is generated from a broad set of inputs (every passive participle, wordy phrase, intensifier
 * and cliché the checker knows, long and monotonous paragraphs, and the repository's essays) and each
 * string is checked by the grammar checker and for the verb forms a template can get wrong.
 */

// English facts, independent of the checker: the simple past of each irregular participle. A participle
// whose past differs ("done"/"did") cannot follow a subject such as "who" on its own.
const SIMPLE_PAST: Readonly<Record<string, string>> = {
  known: 'knew',
  given: 'gave',
  taken: 'took',
  written: 'wrote',
  shown: 'showed',
  seen: 'saw',
  made: 'made',
  done: 'did',
  found: 'found',
  held: 'held',
  told: 'told',
  thought: 'thought',
  built: 'built',
  chosen: 'chose',
  driven: 'drove',
  broken: 'broke',
  caught: 'caught',
  drawn: 'drew',
  forgotten: 'forgot',
  hidden: 'hid',
  kept: 'kept',
  led: 'led',
  lost: 'lost',
  meant: 'meant',
  paid: 'paid',
  sent: 'sent',
  sold: 'sold',
  spent: 'spent',
  taught: 'taught',
  understood: 'understood',
  won: 'won',
  brought: 'brought',
  bought: 'bought',
  begun: 'began',
  sung: 'sang',
  spoken: 'spoke',
  stolen: 'stole',
  worn: 'wore',
  torn: 'tore',
  born: 'bore',
  been: 'was',
  gone: 'went',
  eaten: 'ate',
  fallen: 'fell',
  risen: 'rose',
  ridden: 'rode',
  frozen: 'froze',
  grown: 'grew',
  thrown: 'threw',
};
const PARTICIPLE_ONLY = new Set(Object.keys(SIMPLE_PAST).filter((p) => SIMPLE_PAST[p] !== p));
const SUBJECT_THEN_VERB = /\b(?:who|that|which|they|he|she|it|you|we|I)\s+([a-z]+)\b/g;

const FIXTURES = path.resolve(__dirname, '../../../../../../test/fixtures/essay');
const ESSAYS = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.md'));
const REGULAR_VERBS = ['ignored', 'passed', 'studied', 'allowed', 'carried', 'admitted', 'reported'];

function inputs(): string[] {
  const passives = [...IRREGULAR_PARTICIPLES, ...REGULAR_VERBS].flatMap((verb) => [
    `The results were ${verb}.`,
    `The decision was quietly ${verb} by the board.`,
    `Mistakes have been ${verb} for years.`,
  ]);
  const wordy = Object.keys(WORDY_PHRASES).map((phrase) => `We acted ${phrase} the storm came.`);
  const intensified = WEAK_INTENSIFIERS.flatMap((w) => [
    ...Object.keys(STRONGER_WORDS).map((word) => `The claim is ${w} ${word}.`),
    `The speech was ${w} moving.`,
  ]);
  const cliches = CLICHES.map((c) => `${c.charAt(0).toUpperCase()}${c.slice(1)}, the town voted.`);
  const long = `${'The committee reviewed the extraordinarily complicated administrative regulations, '.repeat(5)}and then adjourned.`;
  const openings = 'The town grew. The river rose. The mayor spoke. The people left.';
  const uniform =
    'Dogs bark at night here. Cats sleep in the sun. Birds sing in the trees. Fish swim in the pond.';
  const essays = ESSAYS.map((f) => fs.readFileSync(path.join(FIXTURES, f), 'utf8'));
  return [...passives, ...wordy, ...intensified, ...cliches, long, openings, uniform, ...essays];
}

describe('style advice', () => {
  const grammar = new GrammarChecker();
  afterAll(() => grammar.close());
  const advice = [
    ...new Set(
      inputs().flatMap((text) => new StyleChecker().check(text).flatMap((s) => [s.improvement, s.reason])),
    ),
  ];

  it('is generated for every kind of input the corpus holds', () => {
    expect(IRREGULAR_PARTICIPLES.filter((p) => !(p in SIMPLE_PAST))).toEqual([]);
    expect(advice.length).toBeGreaterThan(100);
  });

  it('never puts a bare participle where a finite verb belongs ("name who done it")', () => {
    const wrong = advice.filter((text) =>
      [...text.replace(/"[^"]*"/g, '""').matchAll(SUBJECT_THEN_VERB)].some((m) => PARTICIPLE_ONLY.has(m[1])),
    );
    expect(wrong).toEqual([]);
  });

  it('passes the grammar checker, with balanced quotation marks and no doubled words', async () => {
    // The quoted words are the student's own, not the advice's; each piece is checked as one paragraph.
    const own = [
      ...new Set(advice.map((text) => text.replace(/"[^"]*"/g, '"it"').replace(/([^.!?])$/, '$1.'))),
    ];
    const issues = await grammar.check(own.join('\n\n'));
    expect(issues.map((i) => `${i.issue}: ${i.sentence}`)).toEqual([]);
    expect(advice.filter((text) => (text.match(/"/g) ?? []).length % 2 !== 0)).toEqual([]);
    expect(own.filter((text) => /\b(\w+) \1\b/i.test(text))).toEqual([]);
  });
});
