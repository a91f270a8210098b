/**
 * Tense shifts judged against the frame of a sentence: the tense of its other finite verbs and of its
 * paragraph. A verb inside a clause that hangs off the frame (a relative clause, a question clause, a
 * clause of reason) takes the frame's tense unless something licenses its own time: a time word,
 * reported speech or thought, or a state that still holds.
 */
import { pastTimeOpening, type Tense } from './tense-markers';
import type { Token } from './token';

export type { Tense } from './tense-markers';

/** A verb whose tense breaks its frame (`shifted`), and a verb of the frame it breaks (`kept`). */
export interface FrameBreak {
  shifted: number;
  kept: number;
}

/** Words that place a clause in the present or future: a present verb beside them is meant. */
const PRESENT_TIME =
  /^(now|today|nowadays|currently|still|anymore|yet|tomorrow|soon|always|usually|often|sometimes|generally|normally|every)$/;

/** Words that place a clause in the past: a past verb beside them is meant ("in 1914", "years ago"). */
const PAST_TIME =
  /^(ago|yesterday|last|earlier|previously|formerly|once|originally|then|used|before|childhood|(1[0-9]|20)\d\d(s)?)$/;

/**
 * States, which may hold still when the story is told ("a mine that is 200 metres deep", "a friend
 * who lives nearby"): only events are held to the frame's tense.
 */
const STATIVE =
  /^(be|have|do|seem|appear|look|sound|contain|mean|know|like|love|hate|prefer|want|need|belong|depend|own|include|consist|remain|exist|live|matter|deserve|cost|weigh|equal|resemble|involve|require|fit|suit|understand|believe|think|hope|wish|feel)$/;

/** Verbs of saying and knowing: a clause after them reports what may hold still ("she said it opens"). */
const REPORTING =
  /^(say|tell|explain|ask|write|report|claim|mention|warn|argue|suggest|show|prove|indicate|reveal|think|believe|know|learn|realise|realize|discover|notice|find|hear|read|see|remember|agree|promise|admit|insist|state|note|describe|confirm)$/;

/**
 * Words that open a clause hanging off the main one and sharing its time: a question or a clause of
 * time. Clauses of reason ("because it conducts heat") and of place ("the town where they make
 * cheese") often state what holds at any time, so they are not among them.
 */
const EMBEDDING = /^(how|what|why|when|whenever|which|while|after|before|until|once)$/;

/**
 * Conjunctions of concession: their clause tells no time of its own. A reason may lie in the past
 * ("rich because he inherited a fortune"), so "because" is not among them.
 */
const CONCESSION = /^(although|though|whereas)$/;

const PERSONAL_SUBJECTS = /^(i|we|he|she|it|they)$/;
/** Subjects that name people: what they do is an event of the story, not a general truth. */
const PERSON_SUBJECTS = /^(i|we|he|she)$/;

/** Verbs whose present, said by "I" or "we", is the act itself ("I ask", "we urge", "I thank"). */
const SPEECH_ACTS =
  /^(ask|urge|thank|tell|say|promise|propose|recommend|request|invite|welcome|call|congratulate|salute|commend|pledge|submit|report|suggest|warn|insist|admit|argue|claim)$/;

/** What opens a reported clause: "that", a question word or the clause's own subject. */
const CLAUSE_OPENER = /^(that|what|how|why|where|when|whether|if|i|we|you|he|she|they|it|there)$/;

/**
 * Whether the verb at v is a verb of saying or knowing with a clause after it ("she said he was
 * tired", "we see that it works"), which may state what holds at another time; "we see a huge dog"
 * and "the teacher told us to stay" tell events.
 */
export function reportsClause(tokens: Token[], v: number): boolean {
  if (!REPORTING.test(tokens[v].lemma)) return false;
  let k = v + 1;
  // "told me that", "showed us how": a person spoken to comes first.
  if (/^(me|us|him|her|them|you)$/.test(tokens[k]?.lower ?? '')) k += 1;
  return CLAUSE_OPENER.test(tokens[k]?.lower ?? '');
}

/**
 * Whether the finite verb at v tells an event, not a state that may still hold when the story is told
 * ("and the rate is rising", "and I am happy here"): no stative verb, no "be" before an -ing form.
 */
export function tellsEvent(tokens: Token[], v: number): boolean {
  if (STATIVE.test(tokens[v].lemma)) return false;
  return !(tokens[v].lemma === 'be' && tokens.slice(v + 1, v + 3).some((t) => /ing$/.test(t.base)));
}

const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === 'VERB' || t.pos === 'AUX');

/** Index of the word before i past adverbs and "not". */
function skipAdverbsBack(tokens: Token[], i: number): number {
  let k = i - 1;
  while (k >= 0 && (tokens[k].pos === 'ADV' || tokens[k].lower === 'not')) k -= 1;
  return k;
}

/** The one tense of the finite verbs other than v (the frame v sits in), or undefined. */
function frameOfOthers(finite: number[], tenses: Map<number, Tense | null>, v: number): Tense | undefined {
  return sentenceTense(finite.filter((f) => f !== v).map((f) => tenses.get(f) ?? null));
}

/**
 * Words the tagger reads as verbs inside a noun phrase: a participle or verb between a determiner,
 * adjective, preposition or number and its noun ("a bale of crushed cans", "the same obscure bands").
 */
export function attributiveVerb(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  return (
    tokens[i].pos === 'VERB' &&
    tokens[i + 1]?.pos === 'NOUN' &&
    before !== undefined &&
    /^(DET|ADJ|ADP|NUM)$/.test(before.pos)
  );
}

/**
 * The finite verbs that head clauses: finiteVerbs without attributive verbs, reduced relatives ("the
 * oxygen produced is") and plain forms after an object ("made him feel"), which tell no tense.
 */
export function clauseVerbs(tokens: Token[], finite: number[]): number[] {
  return finite.filter((v) => {
    const t = tokens[v];
    if (attributiveVerb(tokens, v)) return false;
    const reducedRelative =
      (/(ed|en)$/.test(t.base) && tokens[v - 1]?.pos === 'NOUN' && tokens[v + 1]?.pos === 'AUX') ||
      passiveBeforeVerb(tokens, finite, v);
    const afterObject =
      t.base === t.lemma &&
      /^(him|her|them|us|me)$/.test(tokens[v - 1]?.lower ?? '') &&
      tokens[v - 2]?.pos === 'VERB';
    return !(reducedRelative || afterObject);
  });
}

/**
 * A past form between a noun and "by" whose clause has a verb of its own further on: a passive that
 * describes the noun ("the number of bags sold by the supermarkets falls").
 */
function passiveBeforeVerb(tokens: Token[], finite: number[], v: number): boolean {
  const t = tokens[v];
  if (t.base === t.lemma || tokens[v - 1]?.pos !== 'NOUN' || tokens[v + 1]?.lower !== 'by') return false;
  const next = finite.find((f) => f > v);
  return (
    next !== undefined &&
    tokens.slice(v + 1, next).every((x) => x.pos !== 'PUNCT' && x.pos !== 'CCONJ' && x.pos !== 'SCONJ')
  );
}

/** The nearest finite verb before v in the given tense. */
function nearestBefore(finite: number[], tenses: Map<number, Tense | null>, v: number, tense: Tense) {
  return [...finite].reverse().find((f) => f < v && tenses.get(f) === tense);
}

/**
 * Whether the clause whose subject stands at index `subject` hangs off an earlier clause: opened by a
 * question word or a conjunction of time ("how they manage"), or a relative clause without "that"
 * right after the object of a verb ("the bubbles it gives off").
 */
function embeddedClause(tokens: Token[], subject: number): boolean {
  const before = tokens[subject - 1];
  if (!before) return false;
  if (EMBEDDING.test(before.lower)) return true;
  if (before.pos !== 'NOUN') return false;
  // The noun must be an object inside the clause of an earlier verb: no comma between them
  // ("Every evening we cook" and "at the end, I feel" open main clauses).
  for (let k = subject - 2; k >= 0 && tokens[k].lower !== ','; k -= 1)
    if (isVerb(tokens[k]) && !/ing$/.test(tokens[k].base)) return true;
  return false;
}

/**
 * An event in the present inside a clause that hangs off a past sentence of a past paragraph: "we
 * counted the bubbles it gives off", "I could not imagine how they manage". Its subject is a
 * personal pronoun (a specific actor, not a general truth about "plants" or "you"); states, reported
 * speech and time words such as "now" or "every year" are left alone.
 */
export function presentEventInPastFrame(
  tokens: Token[],
  finite: number[],
  tenses: Map<number, Tense | null>,
  narrativeTense: Tense | undefined,
): FrameBreak | null {
  if (narrativeTense !== 'past' || tokens.some((t) => PRESENT_TIME.test(t.lower))) return null;
  for (const v of finite) {
    const verb = tokens[v];
    if (tenses.get(v) !== 'present' || verb.pos !== 'VERB' || STATIVE.test(verb.lemma)) continue;
    const subject = skipAdverbsBack(tokens, v);
    if (subject < 1 || tokens[subject].pos !== 'PRON' || !PERSONAL_SUBJECTS.test(tokens[subject].lower))
      continue;
    // A reason, a consequence or a place may hold at any time ("because it conducts heat", "the
    // town where they make glass"), but not what a named person does there.
    const personsClause =
      /^(because|so|where)$/.test(tokens[subject - 1].lower) && PERSON_SUBJECTS.test(tokens[subject].lower);
    if (!(embeddedClause(tokens, subject) || personsClause) || frameOfOthers(finite, tenses, v) !== 'past')
      continue;
    // What a clause after a verb of saying or knowing tells may hold still ("she said it opens").
    const governor = tokens
      .slice(0, subject)
      .reverse()
      .find((t) => t.pos === 'VERB');
    if (governor && REPORTING.test(governor.lemma)) continue;
    const kept = nearestBefore(finite, tenses, v, 'past');
    if (kept !== undefined) return { shifted: v, kept };
  }
  return null;
}

/** Verbs after which a plain form is a subjunctive ("insisted that he leave"), not a missing ending. */
const SUBJUNCTIVE_GOVERNORS = /^(insist|suggest|demand|recommend|ask|propose|require|request|urge)$/;

/**
 * A plain form after "he", "she" or "it" in a sentence told in the past ("he said it make him feel
 * normal"): neither present ("makes") nor past, and the sentence's other verbs say the past was meant.
 */
export function plainFormInPastFrame(
  tokens: Token[],
  finite: number[],
  tenses: Map<number, Tense | null>,
): FrameBreak | null {
  for (const v of finite) {
    const verb = tokens[v];
    const subject = tokens[v - 1];
    if (verb.pos !== 'VERB' || verb.base !== verb.lemma || verb.clitic) continue;
    if (subject?.pos !== 'PRON' || !/^(he|she|it)$/.test(subject.lower)) continue;
    if (frameOfOthers(finite, tenses, v) !== 'past') continue;
    const governor = tokens
      .slice(0, v - 1)
      .reverse()
      .find((t) => t.pos === 'VERB');
    if (governor && SUBJUNCTIVE_GOVERNORS.test(governor.lemma)) continue;
    const kept = nearestBefore(finite, tenses, v, 'past');
    if (kept !== undefined) return { shifted: v, kept };
  }
  return null;
}

/**
 * A past verb in a clause of concession inside a present sentence of a present paragraph ("he orders
 * the murder, even though they were no threat"): the clause tells no time of its own, so it keeps the
 * frame's. Time words of the past ("in 1914", "years ago", "earlier") license it.
 */
export function pastConcessionInPresentFrame(
  tokens: Token[],
  finite: number[],
  tenses: Map<number, Tense | null>,
  narrativeTense: Tense | undefined,
): FrameBreak | null {
  if (narrativeTense !== 'present' || tokens.some((t) => PAST_TIME.test(t.lower))) return null;
  for (const v of finite) {
    if (tenses.get(v) !== 'past' || frameOfOthers(finite, tenses, v) !== 'present') continue;
    // The clause's opener: the first conjunction, relative word or comma to the left of the verb
    // (the tagger reads "although" as a preposition at times).
    const opener = tokens
      .slice(0, v)
      .reverse()
      .find(
        (t) =>
          t.lower === ',' ||
          t.pos === 'CCONJ' ||
          t.pos === 'SCONJ' ||
          CONCESSION.test(t.lower) ||
          /^(who|which|that|what|how|why|where|when|if)$/.test(t.lower),
      );
    if (!opener || !CONCESSION.test(opener.lower)) continue;
    const kept = nearestBefore(finite, tenses, v, 'present');
    if (kept !== undefined) return { shifted: v, kept };
  }
  return null;
}

/** The one tense all of a sentence's tensed finite verbs are in, or undefined when they mix or lack one. */
export function sentenceTense(tenses: (Tense | null)[]): Tense | undefined {
  const past = tenses.includes('past');
  const present = tenses.includes('present');
  if (past === present) return undefined;
  return past ? 'past' : 'present';
}

/**
 * A sentence told in one tense between two sentences of its paragraph told in the other: "We set off
 * at dawn. By noon we walk ten miles. At dusk we were tired." Only a main clause whose subject is a
 * person (I, we, he, she; "they" is often people in general) doing something is judged; states,
 * verbs of saying and thinking (the writer's comment now: "I think"), time words of the sentence's
 * own tense and quotations are left alone. Returns the verb to change.
 */
export function sentenceAgainstNeighbours(
  tokens: Token[],
  finite: number[],
  tenses: Map<number, Tense | null>,
  neighbourTense: Tense | undefined,
): number | null {
  const own = sentenceTense([...tenses.values()]);
  if (!neighbourTense || !own || own === neighbourTense) return null;
  const licence = own === 'present' ? PRESENT_TIME : PAST_TIME;
  if (tokens.some((t) => licence.test(t.lower) || /^["“”]$/.test(t.text))) return null;
  // "On my recent visit I found…": an opening phrase of past time places the sentence in the past.
  if (own === 'past' && pastTimeOpening(tokens, finite, tenses)) return null;
  const v = finite[0];
  const verb = tokens[v];
  // "He was shocked by their prophecy": a past passive tells an event as the verb does ("we are
  // prepared to", "we are joined tonight by" tell states of now).
  const passive =
    own === 'past' &&
    verb.lemma === 'be' &&
    tokens[v + 1]?.pos === 'VERB' &&
    /(ed|en)$/.test(tokens[v + 1].base);
  if (tenses.get(v) !== own || !(verb.pos === 'VERB' || passive)) return null;
  if ((STATIVE.test(verb.lemma) && !passive) || reportsClause(tokens, v)) return null;
  const subject = skipAdverbsBack(tokens, v);
  // "And I ask this Congress to help": the speaker's saying it is the act, done as it is said ("he
  // calls for" tells an event).
  const speaker = /^(i|we)$/.test(tokens[subject]?.lower ?? '');
  if (own === 'present' && speaker && SPEECH_ACTS.test(verb.lemma)) return null;
  // "Everyone looks at me": someone in particular acts, as "I" or "she" would.
  const actor =
    tokens[subject]?.pos === 'PRON' &&
    (PERSON_SUBJECTS.test(tokens[subject].lower) ||
      /^(every|some|no)(one|body)$/.test(tokens[subject].lower));
  if (subject < 0 || !actor) return null;
  // Only a fronted phrase may stand before the subject ("In week two I", "Led by the captain, we"),
  // not a clause of its own.
  const opening = tokens.slice(0, subject);
  if (
    opening.some(
      (t, i) => finite.includes(i) || t.pos === 'SCONJ' || /^(if|when|as|because|while)$/.test(t.lower),
    )
  )
    return null;
  return v;
}
