/** Clauses joined wrongly: comma splices (also before "however", "therefore"…). */
import { ClauseComplements } from './clause-complements';
import { clauseAt, clauseStart, independentClause, SUBJECT_PRONOUNS } from './clauses';
import type { Rule } from './rule';
import { finiteVerbs, RELATIVE_PRONOUNS, SUBORDINATORS, words } from './syntax';
import { subjectOf } from './subject';
import { parenthesisOpening } from './subject-phrases';
import type { Token } from './token';

const complements = new ClauseComplements();

/** Conjunctive adverbs: they join clauses in meaning but need a semicolon or full stop before them. */
const CONJUNCTIVE_ADVERBS = words(
  'however therefore moreover nevertheless consequently furthermore thus hence indeed otherwise instead meanwhile besides accordingly nonetheless',
);

/** Words that open an indirect question or a free relative: "how it works", "what they found". */
const WH_OPENERS = words('how what why whatever whichever whoever');

/** Whether a main clause can start with this word: not a conjunction, subordinator or relative word. */
const mainClauseCanOpen = (first: Token) =>
  !(
    first.pos === 'CCONJ' ||
    // "yet", "so" and "for" join clauses as "but" does, whatever the tagger calls them.
    /^(yet|so|for)$/.test(first.lower) ||
    SUBORDINATORS.has(first.lower) ||
    RELATIVE_PRONOUNS.has(first.base) ||
    // ", how it harms wildlife and what can be done": an indirect question, part of a list.
    WH_OPENERS.has(first.lower)
  );

/** After "however": a finite verb with a subject before the next punctuation ("however at noon the rain stopped"). */
function clauseAfterAdverb(tokens: Token[], finite: Set<number>, k: number): number {
  // "a mistake, however, to conclude that…": an infinitive goes on the sentence, it is no clause.
  if (tokens[k]?.lower === 'to') return -1;
  for (let v = k; v < tokens.length && tokens[v].pos !== 'PUNCT'; v += 1) {
    if (!finite.has(v)) continue;
    const subject = subjectOf(tokens, v);
    if (subject && subject.start >= k) return v;
    // "therefore the generals rather than the diplomats decided": a phrase opened by a determiner or
    // a subject pronoun right after the adverb is the subject, however the walk back reads it.
    return tokens[k].pos === 'DET' || SUBJECT_PRONOUNS.has(tokens[k].lower) ? v : -1;
  }
  return -1;
}

export const commaSplice: Rule = ({ tokens }) => {
  const finite = new Set(finiteVerbs(tokens));
  for (let c = 1; c < tokens.length - 2; c += 1) {
    if (tokens[c].lower !== ',') continue;
    let k = c + 1;
    // "however hard they tried": "however" before an adjective or adverb is one of degree.
    const degree = tokens[k].lower === 'however' && /^(ADJ|ADV)$/.test(tokens[k + 1]?.pos ?? '');
    const adverb = CONJUNCTIVE_ADVERBS.has(tokens[k].lower) && !degree ? tokens[k] : null;
    if (adverb) k += tokens[k + 1]?.lower === ',' ? 2 : 1;
    const first = tokens[k];
    // ", in which voters elect": a relative clause opened by a preposition.
    if (first?.pos === 'ADP' && RELATIVE_PRONOUNS.has(tokens[k + 1]?.base ?? '')) continue;
    const introduced = adverb ? -1 : clauseAfterOpener(tokens, finite, c, k);
    if (introduced >= 0) return [splice(tokens[c])];
    if (!first || !mainClauseCanOpen(first)) continue;
    const verb = adverb ? clauseAfterAdverb(tokens, finite, k) : clauseAt(tokens, finite, k);
    if (verb < 0) continue;
    if (!mainClauseBefore(tokens, finite, c)) continue;
    // "We are now making, I believe, good progress": a subject and a verb of thinking or saying set
    // off by commas are a comment on the clause, not a clause of their own.
    if (
      !adverb &&
      verb <= k + 1 &&
      tokens[verb + 1]?.lower === ',' &&
      complements.verbTakesClause(tokens[verb].lemma)
    )
      continue;
    // "the area swept by the blades": a participle phrase in a list, not a clause.
    if (/(ed|en|wn)$/.test(tokens[verb].base) && tokens[verb + 1]?.pos === 'ADP') continue;
    // "…, she said": a reporting tag.
    if (listOfClauses(tokens, verb)) continue;
    if (!adverb && tokens.length - verb <= 2) continue;
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
    return [splice(comma)];
  }
  return [];
};

/** "A, B, and C": a comma and a conjunction after the verb at v make its clause one of a list. */
const listOfClauses = (tokens: Token[], v: number) =>
  tokens.slice(v).some((t, i, rest) => t.lower === ',' && rest[i + 1]?.pos === 'CCONJ');

function splice(comma: Token) {
  return {
    issue: 'Comma splice: two complete sentences joined only by a comma',
    start: comma.start,
    end: comma.end,
    replacement: ';',
  };
}

/**
 * ", if we act now, we can…", ", after years of neglect, this office has…", ", finally, the world…":
 * a second main clause opened by a subordinate clause, a prepositional phrase or an adverb set off by
 * commas. Returns its verb when the comma at c ends a main clause and such a clause follows, else -1.
 */
function clauseAfterOpener(tokens: Token[], finite: Set<number>, c: number, k: number): number {
  const first = tokens[k];
  const subordinate = SUBORDINATORS.has(first.lower) && first.lower !== 'so' && first.lower !== 'that';
  if (!subordinate && first.pos !== 'ADP' && !(first.pos === 'ADV' && tokens[k + 1]?.lower === ','))
    return -1;
  let close = k + 1;
  while (close < tokens.length && tokens[close].pos !== 'PUNCT' && tokens[close].pos !== 'CCONJ') close += 1;
  if (tokens[close]?.lower !== ',' || close - k > 15 || !tokens[close + 1]) return -1;
  if (!mainClauseCanOpen(tokens[close + 1])) return -1;
  // A subordinate clause has a verb of its own; a prepositional phrase ("after a long season") has none.
  const verbs = [...finite].filter((v) => v > k && v < close).length;
  if (verbs > 0 ? !subordinate : first.pos !== 'ADP' && first.pos !== 'ADV') return -1;
  const verb = clauseAt(tokens, finite, close + 1);
  if (verb < 0 || listOfClauses(tokens, verb)) return -1;
  // The part before c must end a main clause: not "said that, if…", "found, in most cases, that…".
  const last = tokens[c - 1];
  if (/^(ADP|SCONJ|DET|CCONJ|AUX)$/.test(last.pos) || last.lower === 'that') return -1;
  return mainClauseBefore(tokens, finite, c) ? verb : -1;
}

/**
 * Whether the part before the comma at c is a main clause of its own: not "…, and since prices fell,
 * this…", nor a clause that "that" opens with a subordinate clause or a phrase first ("report that
 * because we are strong, our nation…", "argue that with the war over, we…"), which the comma ends.
 */
function mainClauseBefore(tokens: Token[], finite: Set<number>, c: number): boolean {
  let segment = clauseStart(tokens, c, 'commas');
  // "Confidence, in other words, is a poor guide, it…": the clause goes on past an aside between commas.
  const aside = segment > 1 && finite.has(segment) ? parenthesisOpening(tokens, segment - 1) : -1;
  if (aside > 0) segment = clauseStart(tokens, aside, 'commas');
  // "played as a weak, nervous character, …": a comma between two adjectives is a list's, no clause's.
  while (segment > 1 && tokens[segment].pos === 'ADJ' && tokens[segment - 2].pos === 'ADJ')
    segment = clauseStart(tokens, segment - 1, 'commas');
  if (tokens[segment]?.pos === 'CCONJ') segment += 1;
  for (let k = segment; k < c - 1; k += 1)
    if (tokens[k].lower === 'that' && (SUBORDINATORS.has(tokens[k + 1].lower) || tokens[k + 1].pos === 'ADP'))
      return false;
  return independentClause(tokens, finite, segment, c);
}
