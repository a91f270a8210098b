/** Clauses joined wrongly: comma splices (also before "however", "therefore"…) and run-ons. */
import type { Rule } from './rule';
import {
  finiteVerbs,
  nounPhraseEndingAt,
  RELATIVE_PRONOUNS,
  subjectOf,
  SUBORDINATORS,
  words,
} from './syntax';
import type { Token } from './token';

/** Conjunctive adverbs: they join clauses in meaning but need a semicolon or full stop before them. */
const CONJUNCTIVE_ADVERBS = words(
  'however therefore moreover nevertheless consequently furthermore thus hence indeed otherwise instead meanwhile besides accordingly nonetheless',
);
const SUBJECT_PRONOUNS = words('i he she it we they');
/** Verbs that take an object and then a clause ("told the class the test was easy"). */
const OBJECT_AND_CLAUSE_VERBS = /^(tell|show|teach|warn|remind|convince|inform|assure|promise|persuade)$/;

const opensClause = (t: Token | undefined) =>
  t !== undefined && (SUBORDINATORS.has(t.lower) || t.pos === 'SCONJ' || RELATIVE_PRONOUNS.has(t.base));

/**
 * A main clause in tokens [from, to): a finite verb whose subject is not opened by a subordinator or
 * "that" ("when you scroll…", "believe that the bank will…" are not main clauses).
 */
function independentClause(tokens: Token[], finite: Set<number>, from: number, to: number): boolean {
  // A part opened by "whether", "when"…: its first verb belongs to that subordinate clause.
  let subordinate = opensClause(tokens[from]);
  for (let i = from; i < to; i += 1) {
    if (!finite.has(i)) continue;
    if (subordinate) {
      subordinate = false;
      continue;
    }
    if (RELATIVE_PRONOUNS.has(tokens[i - 1]?.base ?? '')) continue;
    const subject = subjectOf(tokens, i);
    if (!subject || subject.start < from) continue;
    if (subject.start === from || !opensClause(tokens[subject.start - 1])) return true;
  }
  return false;
}

/** Index of the finite verb of a clause whose subject starts at k, or -1. */
function clauseAt(tokens: Token[], finite: Set<number>, k: number): number {
  let end = k;
  while (
    end + 1 < tokens.length &&
    !finite.has(end + 1) &&
    /^(NOUN|PROPN|ADJ|DET|NUM|PRON)$/.test(tokens[end + 1].pos)
  )
    end += 1;
  // The words from k are the subject phrase (the chunker would glue a noun before k onto it).
  if (!nounPhraseEndingAt(tokens, end) || RELATIVE_PRONOUNS.has(tokens[k].base)) return -1;
  let v = end + 1;
  while (v < tokens.length && (tokens[v].pos === 'ADV' || tokens[v].lower === 'not')) v += 1;
  return finite.has(v) ? v : -1;
}

/** Start of the clause before index `before`: after the last semicolon or colon (or also comma and conjunction). */
/** After "however": a finite verb with a subject before the next punctuation ("however at noon the rain stopped"). */
function clauseAfterAdverb(tokens: Token[], finite: Set<number>, k: number): number {
  for (let v = k; v < tokens.length && tokens[v].pos !== 'PUNCT'; v += 1) {
    if (!finite.has(v)) continue;
    const subject = subjectOf(tokens, v);
    return subject && subject.start >= k ? v : -1;
  }
  return -1;
}

const clauseStart = (
  tokens: Token[],
  before: number,
  boundaries: 'semicolons' | 'commas' | 'conjunctions',
) => {
  for (let k = before - 1; k >= 0; k -= 1) {
    const t = tokens[k];
    if (t.lower === ';' || t.lower === ':') return k + 1;
    if (boundaries !== 'semicolons' && t.lower === ',') return k + 1;
    if (boundaries === 'conjunctions' && t.pos === 'CCONJ') return k + 1;
  }
  return 0;
};

/** Adverbs that open or link clauses rather than end one: "why the war began", "so they don't". */
const LINKING_ADVERBS = /^(why|how|where|when|whether|whereas|so|then|yet|once|whenever|wherever)$/;

export const commaSplice: Rule = ({ tokens }) => {
  const finite = new Set(finiteVerbs(tokens));
  for (let c = 1; c < tokens.length - 2; c += 1) {
    if (tokens[c].lower !== ',') continue;
    let k = c + 1;
    const adverb = CONJUNCTIVE_ADVERBS.has(tokens[k].lower) ? tokens[k] : null;
    if (adverb) k += tokens[k + 1]?.lower === ',' ? 2 : 1;
    const first = tokens[k];
    if (
      !first ||
      first.pos === 'CCONJ' ||
      SUBORDINATORS.has(first.lower) ||
      RELATIVE_PRONOUNS.has(first.base)
    )
      continue;
    const verb = adverb ? clauseAfterAdverb(tokens, finite, k) : clauseAt(tokens, finite, k);
    if (verb < 0) continue;
    // The part before the comma needs a main clause of its own: not "…, and since prices fell, this…".
    let segment = clauseStart(tokens, c, 'commas');
    if (tokens[segment]?.pos === 'CCONJ') segment += 1;
    if (!independentClause(tokens, finite, segment, c)) continue;
    // "the area swept by the blades": a participle phrase in a list, not a clause.
    if (/(ed|en|wn)$/.test(tokens[verb].base) && tokens[verb + 1]?.pos === 'ADP') continue;
    // "A, B, and C": a list of clauses; "…, she said": a reporting tag.
    const rest = tokens.slice(verb);
    if (rest.some((t, i) => t.lower === ',' && rest[i + 1]?.pos === 'CCONJ')) continue;
    if (tokens.length - verb <= 2) continue;
    const comma = tokens[c];
    if (adverb) {
      return [
        {
          issue: `Comma splice: "${adverb.text}" joins two complete sentences, so it needs a semicolon before it and a comma after it`,
          start: comma.start,
          end: adverb.end + (tokens[c + 2]?.lower === ',' ? 1 : 0),
          replacement: `; ${adverb.text.toLowerCase()},`,
        },
      ];
    }
    return [
      {
        issue: 'Comma splice: two complete sentences joined only by a comma',
        start: comma.start,
        end: comma.end,
        replacement: ';',
      },
    ];
  }
  return [];
};

export const runOn: Rule = ({ tokens }) => {
  const finite = new Set(finiteVerbs(tokens));
  for (let k = 3; k < tokens.length - 1; k += 1) {
    const previous = tokens[k - 1];
    if (!/^(NOUN|PROPN|ADJ|ADV|NUM)$/.test(previous.pos) || previous.end === tokens[k].start) continue;
    if (LINKING_ADVERBS.test(previous.lower)) continue;
    const pronoun =
      SUBJECT_PRONOUNS.has(tokens[k].lower) || (tokens[k].lower === 'this' && previous.pos !== 'NOUN');
    if (!pronoun && tokens[k].pos !== 'DET') continue;
    const verb = clauseAt(tokens, finite, k);
    if (verb < 0) continue;
    const left = clauseStart(tokens, k, 'conjunctions');
    if (!independentClause(tokens, finite, left, k)) continue;
    if (tokens.slice(left, k).some((t) => t.lower === ',' || OBJECT_AND_CLAUSE_VERBS.test(t.lemma))) continue;
    // "the tools they use", "the book the class read was": a relative clause without "that".
    if (previous.pos === 'NOUN') {
      // Only a noun phrase that is an object ("are the tools", "with the book") can take one.
      // The chunker glues "the plan last year" into one phrase; "last year" starts after the first noun.
      const phrase = nounPhraseEndingAt(tokens, k - 1);
      let start = phrase ? phrase.start : k - 1;
      for (let j = k - 2; j >= start; j -= 1) if (/^(NOUN|PROPN)$/.test(tokens[j].pos)) start = j + 1;
      const governor = tokens[start - 1];
      const object = governor !== undefined && /^(VERB|AUX|ADP)$/.test(governor.pos);
      if (pronoun && object && tokens[verb].pos !== 'AUX') continue;
      const laterVerbs = [...finite].filter(
        (f) => f > verb && !tokens.slice(verb, f).some((t) => RELATIVE_PRONOUNS.has(t.base)),
      );
      if (laterVerbs.length > 0) continue;
    }
    return [
      {
        issue: 'Run-on sentence: two complete sentences with no punctuation between them',
        start: previous.end,
        end: previous.end,
        replacement: ';',
      },
    ];
  }
  return [];
};
