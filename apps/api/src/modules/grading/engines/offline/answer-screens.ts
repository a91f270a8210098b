import type { AnswerFlag } from '@eps/contracts';
import { tokenise } from './answer-text';
import { FEATURE_NAMES, type PointComparison } from './point-features';

/** An answer this many times the mark scheme's length (and over PADDED_MIN_WORDS) is padded. */
const PADDED_RATIO = 4;
const PADDED_MIN_WORDS = 40;
/** Letter-trigram similarity to the scheme above which an answer is on topic, misspelt words and all. */
const OFF_TOPIC_TRIGRAMS = 0.2;
const TRIGRAM = FEATURE_NAMES.indexOf('trigramCosine');

/**
 * Whole-answer screens, before any point is awarded: an empty answer, one that only restates the
 * question, one that shares no word (or synonym) with the question or the mark scheme (nor gives a
 * value or expression the scheme asks for), and padding.
 * The first three earn nothing; padding makes every mark borderline (keyword lists fool word matching).
 */
export function screenAnswer(
  question: string,
  schemeText: string,
  answer: string,
  comparisons: PointComparison[],
  givesAValue: boolean,
): AnswerFlag[] {
  const words = tokenise(answer);
  if (words.length === 0) return ['empty'];
  const content = words.filter((t) => t.content);
  const questionStems = new Set(
    tokenise(question)
      .filter((t) => t.content)
      .map((t) => t.stem),
  );
  const fresh = content.filter((t) => !questionStems.has(t.stem));
  // The scheme's own words (beyond the question's) are what matching looks for: none matched, nothing new.
  const earnsNothingNew = comparisons.every((c) => c.matched.every((t) => questionStems.has(t.stem)));
  if (content.length - fresh.length >= 2 && fresh.length === 0 && earnsNothingNew) return ['copied-question'];
  const related =
    givesAValue ||
    comparisons.some(
      (c) => c.matched.length > 0 || c.contradicting.length > 0 || c.features[TRIGRAM] >= OFF_TOPIC_TRIGRAMS,
    );
  if (!related && fresh.length === content.length) return ['off-topic'];
  const schemeWords = tokenise(schemeText).filter((t) => t.content).length;
  if (content.length >= PADDED_MIN_WORDS && content.length > PADDED_RATIO * Math.max(schemeWords, 5))
    return ['padded'];
  return [];
}
