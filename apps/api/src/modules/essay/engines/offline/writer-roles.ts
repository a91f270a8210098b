import { prepareText, splitSentences, wordsOf, type Sentence } from '../../checkers/text';
import { SCAFFOLD_LABEL } from './scaffold';

/** What a sentence does in an argument, told from its position in the essay and its cue words. */
export type SentenceRole =
  | 'thesis'
  | 'topic sentence'
  | 'evidence'
  | 'commentary'
  | 'counter-argument'
  | 'transition'
  | 'conclusion'
  | 'context';

export const CUES = {
  thesis:
    /\b(i argue|i contend|i believe|this essay|ultimately|should|must|ought to|because|although|while|demonstrates? that|reveals? that|in order to)\b/i,
  commentary:
    /\b(this shows|this suggests|this reveals|this demonstrates|which shows|which suggests|shows that|suggests that|reveals|demonstrates|illustrates|highlights|emphasi[sz]es|underscores|therefore|thus|consequently|as a result|in other words|this means|which means|because)\b/i,
  evidence:
    /["“”]|\b(for example|for instance|according to|source [a-z]\b|such as|in \d{4}|percent|%|data|study|survey|statistics?)\b|\(\s*source/i,
  counter:
    /\b(some (?:may|might|would|people|critics|argue|claim|believe)|critics|opponents|skeptics|others (?:argue|claim|believe)|admittedly|granted|it is true that|one might (?:argue|object)|on the other hand|to be sure|counter-?argument|objection)\b/i,
  transition:
    /^(first(?:ly)?|second(?:ly)?|third(?:ly)?|finally|furthermore|moreover|in addition|additionally|however|nevertheless|similarly|likewise|in contrast|meanwhile|next|also|beyond this|equally)\b/i,
  conclusion: /\b(in conclusion|to conclude|in the end|ultimately|in sum|overall|in short)\b/i,
};

export interface EssayReading {
  paragraphs: Sentence[][];
  thesis?: Sentence;
  /** Index in the essay text of paragraphs[0]: 1 when a scaffold label comes first. */
  firstParagraph: number;
}

/** Paragraphs of sentences, and the thesis: the opening paragraph's most claim-like sentence. */
export function readEssay(essay: string): EssayReading {
  const paragraphs: Sentence[][] = [];
  for (const s of splitSentences(prepareText(essay))) (paragraphs[s.paragraph] ??= []).push(s);
  // The offline scaffold's label is not part of the essay's argument.
  const labelled = paragraphs.length > 0 && SCAFFOLD_LABEL.startsWith(paragraphs[0][0].text);
  const argument = labelled ? paragraphs.slice(1) : paragraphs;
  return { paragraphs: argument, thesis: findThesis(argument), firstParagraph: labelled ? 1 : 0 };
}

function findThesis(paragraphs: Sentence[][]): Sentence | undefined {
  const opening = paragraphs[0] ?? [];
  // Single-paragraph answers keep the thesis in their first few sentences.
  const candidates = paragraphs.length > 1 ? opening : opening.slice(0, 3);
  let best: Sentence | undefined;
  let bestScore = -1;
  candidates.forEach((s, i) => {
    const cues = (s.text.match(new RegExp(CUES.thesis.source, 'gi')) ?? []).length;
    // AP theses usually close the introduction.
    const position = i === candidates.length - 1 ? 1.5 : 0;
    const score = cues * 2 + position + (/^thesis:/i.test(s.text) ? 5 : 0);
    if (score > bestScore) [best, bestScore] = [s, score];
  });
  return best;
}

const bodyParagraph = (index: number, count: number) => count > 2 && index > 0 && index < count - 1;

export function roleOf(sentence: Sentence, reading: EssayReading): SentenceRole {
  const { paragraphs, thesis } = reading;
  const group = paragraphs.find((p) => p.includes(sentence)) ?? [];
  const index = paragraphs.indexOf(group);
  const first = group[0] === sentence;
  const text = sentence.text;
  if (sentence === thesis) return 'thesis';
  if (CUES.counter.test(text)) return 'counter-argument';
  if (index === paragraphs.length - 1 && paragraphs.length > 2 && (first || CUES.conclusion.test(text)))
    return 'conclusion';
  if (first && bodyParagraph(index, paragraphs.length)) return 'topic sentence';
  if (CUES.evidence.test(text)) return 'evidence';
  if (CUES.commentary.test(text)) return 'commentary';
  if (CUES.transition.test(text)) return 'transition';
  return index === 0 ? 'context' : 'commentary';
}

/** How strongly a sentence comments on evidence: its commentary cues, more when it follows evidence. */
export function commentaryScore(sentence: Sentence, previous?: Sentence): number {
  const cues = (sentence.text.match(new RegExp(CUES.commentary.source, 'gi')) ?? []).length;
  if (cues === 0) return 0;
  return cues + (previous && CUES.evidence.test(previous.text) ? 1 : 0);
}

const STOP = new Set(
  'the a an and or but of to in on for with by as at from that this these those is are was were be been it its their his her they we our you your i not no more most than then so such which who whom what when where how why can will would should must may might do does did have has had also about into over only very'.split(
    ' ',
  ),
);

/** The content words two sentences share, for saying how a sentence links to the thesis. */
export function sharedWords(a: string, b: string): string[] {
  const key = (w: string) => w.toLowerCase().replace(/(?:'s|s)$/, '');
  const inB = new Set(wordsOf(b).map((w) => key(w.text)));
  const shared = wordsOf(a)
    .map((w) => w.text.toLowerCase())
    .filter((w) => w.length > 3 && !STOP.has(w) && inB.has(key(w)));
  return [...new Set(shared)];
}

/** The sentence of `reading` whose text matches `text` (whitespace and case aside), if any. */
export function locate(text: string, reading: EssayReading): Sentence | undefined {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const wanted = norm(text);
  const all = reading.paragraphs.flat();
  return (
    all.find((s) => norm(s.text) === wanted) ??
    all.find((s) => norm(s.text).includes(wanted) || wanted.includes(norm(s.text)))
  );
}
