import { splitSentences, wordsOf } from '../../checkers/text';

/**
 * What the offline essay assessor reads from an essay: its paragraphs and sentences, and the word-level
 * signals the AP rubric rows look for. Every signal is a visible word list or pattern, so a student (and
 * a test) can see why a point was or was not given.
 */

export interface EssayParagraph {
  /** 1-based, counting only the essay's prose paragraphs (a title line is not one). */
  number: number;
  sentences: string[];
  text: string;
}

// A heading: Markdown '#', or a short line without a full stop (a title such as "The Value of Play").
const HEADING = /^#|^[^.!]{1,100}[?]?$/;

/** The essay's prose paragraphs; a title line at the top is left out. */
export function essayParagraphs(essay: string): EssayParagraph[] {
  const grouped = new Map<number, string[]>();
  for (const s of splitSentences(essay))
    grouped.set(s.paragraph, [...(grouped.get(s.paragraph) ?? []), s.text]);
  const blocks = [...grouped.values()];
  const first = blocks[0];
  if (
    first &&
    blocks.length > 1 &&
    first.length === 1 &&
    HEADING.test(first[0]!) &&
    wordsOf(first[0]!).length <= 15
  )
    blocks.shift();
  return blocks.map((sentences, i) => ({ number: i + 1, sentences, text: sentences.join(' ') }));
}

const has = (pattern: RegExp) => (sentence: string) => pattern.test(sentence);

/** Takes a side: a recommendation, a judgement or an evaluative comparison. */
export const takesPosition = has(
  /\b(should|must|ought to|need(s)? to|cannot|can't|is (?:more|less|far|the most|the least|better|worse)|are (?:more|less|better|worse)|better|worse|best|worst|i (?:argue|contend|believe|maintain)|(?:is|are) (?:essential|necessary|harmful|beneficial|misguided|justified|unjustified|valuable|wrong|right))\b/i,
);
/** Gives the reasons for the position (the "line of reasoning" a thesis previews). */
export const givesReasons = has(
  /\b(because|since|as it|as they|by (?:\w+ing)|through|due to|given that|so that|in order to|which|while|although|whereas)\b|,[^,]+,? and [^,]+$/i,
);
/** Announces a topic instead of claiming something ("In this essay I will discuss …"). */
export const announces = has(
  /\b(this essay (?:will|is going to)|in this essay|i (?:will|am going to) (?:discuss|talk|write|explain|describe)|this paper will)\b/i,
);

/** Specific evidence: a number, a quotation, a named study or source, an example. */
export function specifics(sentence: string): string[] {
  const found: string[] = [];
  if (/\d/.test(sentence)) found.push('a number');
  if (/["“][^"”]{8,}["”]/.test(sentence)) found.push('a quotation');
  if (
    /\b(for example|for instance|such as|according to|consider|in one case|when a|a study|studies|survey|surveys|research|reported|data|percent|experiment)\b/i.test(
      sentence,
    )
  )
    found.push('an example or source');
  // A capitalised word after the first one: a person, place or work named.
  if (/\s[A-Z][a-z]{2,}/.test(sentence.replace(/^\S+\s/, ' ').replace(/\b(I|I'm|I've)\b/g, '')))
    found.push('a named detail');
  return found;
}

/** Commentary: words that explain how the evidence supports the claim. */
export const COMMENTARY =
  /\b(because|therefore|thus|hence|this shows|this suggests|this means|this reveals|this demonstrates|which means|which shows|so that|as a result|consequently|in other words|demonstrates|reveals|illustrates|proves|implies|suggests that|shows that|means that|explains why|that is why)\b/i;
export const explains = has(COMMENTARY);

/** Paragraph openers that move the argument along. */
export const TRANSITION =
  /^(first|firstly|second|secondly|third|finally|furthermore|moreover|in addition|additionally|also|another|however|yet|but|similarly|likewise|consider|for example|for instance|most importantly|above all|in contrast|on the other hand|admittedly|of course|none of this|in conclusion|ultimately|overall|to conclude|the (?:most|first|second|final|last))\b/i;
export const opensWithTransition = has(TRANSITION);

/** Acknowledging another view (the start of a counter-argument). */
export const concedes = has(
  /\b(critics|opponents|skeptics|sceptics|some (?:argue|claim|say|believe|may|might|would)|others (?:argue|claim|say|believe)|admittedly|granted|it is true that|to be sure|of course|one might|one could|defenders of|supporters of|none of this means|reply that|object that|counter that)\b/i,
);
/** Answering it: the turn back to the writer's position. */
export const rebuts = has(
  /\b(but|yet|however|nevertheless|nonetheless|still|even so|although|though|despite|while)\b/i,
);

export const concludes = has(
  /^(in conclusion|ultimately|overall|to conclude|in sum|in short|thus|therefore|in the end)\b/i,
);

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'may might more most must no not of on or our should so some such than that the their them then there these ' +
    'they this those to was we were what when where which while who why will with would you your about after also ' +
    'any because both each few many much only other over same very just own up out one two its itself his her he she ' +
    // Words every essay prompt uses, which say nothing about the topic.
    'essay write argue argues position response evidence support explain discuss question prompt passage author ' +
    'writer sources source claim develop extent use using provide include student students'
  ).split(' '),
);

/** A crude stem so "schools", "schooling" and "school" meet. */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/(ings|ing|edly|ed|es|s|ly)$/, '')
    .slice(0, 6);
}

export function keyTerms(text: string): Set<string> {
  return new Set(
    wordsOf(text)
      .map((w) => w.text.toLowerCase())
      .filter((w) => w.length > 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w))
      .map(stem),
  );
}

/** Share of `of`'s key terms that also occur in `within` (0 when `of` has none). */
export function overlap(of: Set<string>, within: Set<string>): number {
  if (of.size === 0) return 0;
  let shared = 0;
  for (const term of of) if (within.has(term)) shared += 1;
  return shared / of.size;
}

/** The points a question's own rubric adds up to ("Scoring (7 points total)" or its (0–n) rows), if it says. */
export function rubricTotal(rubric: string): number | undefined {
  const stated = /(\d+)\s*points?\s*total|total\s*(?:of\s*)?(\d+)\s*points?/i.exec(rubric);
  if (stated) return Number(stated[1] ?? stated[2]);
  const rows = [...rubric.matchAll(/\(\s*0\s*[-–]\s*(\d+)/g)].map((m) => Number(m[1]));
  return rows.length ? rows.reduce((a, b) => a + b, 0) : undefined;
}

export function wordCount(text: string): number {
  return wordsOf(text).length;
}
