import {
  ADJECTIVAL_PARTICIPLES,
  CLICHES,
  IRREGULAR_PARTICIPLES,
  STRONGER_WORDS,
  WEAK_INTENSIFIERS,
  WORDY_PHRASES,
} from './style-phrases';
import { prepareText, splitSentences, syllables, wordsOf, type Sentence } from './text';

/** One style suggestion, in the spec's styleImprovements shape. */
export interface StyleImprovement {
  /** What to change, concretely. */
  improvement: string;
  /** The full sentence it applies to. */
  sentence: string;
  /** Why the change helps. */
  reason: string;
}

type SentenceRule = (sentence: string) => Omit<StyleImprovement, 'sentence'>[];
type ParagraphRule = (sentences: Sentence[]) => StyleImprovement[];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrasePattern = (phrases: readonly string[]) =>
  new RegExp(
    `\\b(${[...phrases]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})\\b`,
    'gi',
  );

const WORDY = phrasePattern(Object.keys(WORDY_PHRASES));

const PASSIVE = new RegExp(
  `\\b(am|is|are|was|were|be|been|being)\\s+(?:[a-z]+ly\\s+)?([a-z]+ed|${IRREGULAR_PARTICIPLES.join('|')})\\b(\\s+by\\b)?`,
  'gi',
);
const ADJECTIVAL = new Set(ADJECTIVAL_PARTICIPLES);

const passiveVoice: SentenceRule = (sentence) => {
  // "It should be noted that" is reported once, as wordiness.
  const wordy = [...sentence.matchAll(WORDY)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return [...sentence.matchAll(PASSIVE)]
    .filter((m) => !ADJECTIVAL.has(m[2].toLowerCase()))
    .filter((m) => !wordy.some(([from, to]) => (m.index ?? 0) >= from && (m.index ?? 0) < to))
    .slice(0, 1)
    .map((m) => ({
      improvement: m[3]
        ? `Rewrite "${m[0].trim()} …" in the active voice, with the doer of the action as the subject`
        : // "Who did it" whatever the verb: splicing the participle in gave "name who done it".
          `Rewrite "${m[1]} ${m[2]}" in the active voice and name who did it`,
      reason:
        'The passive voice hides the doer and makes claims sound evasive; active verbs are more direct.',
    }));
};

const wordiness: SentenceRule = (sentence) =>
  [...sentence.matchAll(WORDY)].map((m) => {
    const concise = WORDY_PHRASES[m[1].toLowerCase()];
    return {
      improvement: concise ? `Replace "${m[1]}" with "${concise}"` : `Cut "${m[1]}"`,
      reason: 'Wordy phrases slow the reader down without adding meaning.',
    };
  });

const INTENSIFIER = new RegExp(`\\b(${WEAK_INTENSIFIERS.join('|')})\\s+([a-z]+)`, 'gi');
const weakIntensifiers: SentenceRule = (sentence) =>
  [...sentence.matchAll(INTENSIFIER)].map((m) => {
    const stronger = STRONGER_WORDS[m[2].toLowerCase()];
    return {
      improvement: stronger
        ? `Replace "${m[1]} ${m[2]}" with "${stronger}"`
        : `Cut "${m[1]}" or choose a more precise word than "${m[1]} ${m[2]}"`,
      reason:
        'Intensifiers like "very" and "really" weaken the words they prop up; a precise word is stronger.',
    };
  });

const CLICHE = phrasePattern(CLICHES);
const cliches: SentenceRule = (sentence) =>
  [...sentence.matchAll(CLICHE)].map((m) => ({
    improvement: `Replace the cliché "${m[1]}" with a specific claim of your own`,
    reason:
      'Clichés are familiar enough that readers skim past them; specific wording shows original thought.',
  }));

/** Flesch–Kincaid grade of one sentence. */
export function fleschKincaidGrade(sentence: string): number {
  const ws = wordsOf(sentence);
  if (ws.length === 0) return 0;
  const syl = ws.reduce((sum, w) => sum + syllables(w.text), 0);
  return 0.39 * ws.length + 11.8 * (syl / ws.length) - 15.59;
}

const LONG_SENTENCE_WORDS = 35;
const HARD_GRADE = 16;
const readability: SentenceRule = (sentence) => {
  const count = wordsOf(sentence).length;
  const grade = fleschKincaidGrade(sentence);
  if (count <= LONG_SENTENCE_WORDS || grade <= HARD_GRADE) return [];
  return [
    {
      improvement: `Split this ${count}-word sentence into two or three shorter ones`,
      reason: `Its Flesch–Kincaid grade is ${Math.round(grade)}, so readers must hold too much in mind before the sentence resolves.`,
    },
  ];
};

/** Three or more sentences in a paragraph opening with the same word. */
const repeatedOpenings: ParagraphRule = (sentences) => {
  const byOpening = new Map<string, Sentence[]>();
  for (const s of sentences) {
    const first = wordsOf(s.text)[0]?.text.toLowerCase();
    if (!first) continue;
    const group = byOpening.get(first);
    if (group) group.push(s);
    else byOpening.set(first, [s]);
  }
  return [...byOpening.entries()]
    .filter(([, group]) => group.length >= 3)
    .map(([word, group]) => ({
      improvement: `Vary the openings: ${group.length} sentences in this paragraph begin with "${wordsOf(group[0].text)[0].text}"`,
      sentence: group[2].text,
      reason: `Repeating "${word}" at the start of sentences makes the paragraph sound like a list; vary the structure with a transition, a clause or a different subject.`,
    }));
};

/** Four or more sentences of nearly the same length in one paragraph. */
const uniformLengths: ParagraphRule = (sentences) => {
  if (sentences.length < 4) return [];
  const lengths = sentences.map((s) => wordsOf(s.text).length);
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const spread = Math.sqrt(lengths.reduce((sum, n) => sum + (n - mean) ** 2, 0) / lengths.length);
  if (spread > Math.max(2, mean * 0.15)) return [];
  return [
    {
      improvement: 'Vary sentence length: combine two of these sentences or add a short one for emphasis',
      sentence: sentences[0].text,
      reason: `The ${sentences.length} sentences in this paragraph are all about ${Math.round(mean)} words long, which makes the rhythm monotonous.`,
    },
  ];
};

const SENTENCE_RULES: readonly SentenceRule[] = [
  passiveVoice,
  wordiness,
  weakIntensifiers,
  cliches,
  readability,
];
const PARAGRAPH_RULES: readonly ParagraphRule[] = [repeatedOpenings, uniformLengths];

/** Offline style suggestions: passive voice, wordiness, intensifiers, clichés, rhythm and readability. */
export class StyleChecker {
  check(rawText: string): StyleImprovement[] {
    const sentences = splitSentences(prepareText(rawText));
    const perSentence = sentences.flatMap((s) =>
      SENTENCE_RULES.flatMap((rule) => rule(s.text)).map((found) => ({ ...found, sentence: s.text })),
    );
    const paragraphs = new Map<number, Sentence[]>();
    for (const s of sentences) {
      const group = paragraphs.get(s.paragraph);
      if (group) group.push(s);
      else paragraphs.set(s.paragraph, [s]);
    }
    const perParagraph = [...paragraphs.values()].flatMap((group) =>
      PARAGRAPH_RULES.flatMap((rule) => rule(group)),
    );
    return [...perSentence, ...perParagraph];
  }
}
