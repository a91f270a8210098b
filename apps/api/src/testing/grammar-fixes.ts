/**
 * What the offline grammar rules suggest, for the rules' unit tests: each finding applied to its
 * sentence, so a test reads as the corrected sentence.
 */
import {
  grammarRules,
  tagSentence,
  tagSentences,
  type GrammarRuleName,
} from '../modules/essay/checkers/grammar';
import { replaceSpan, splitSentences } from '../modules/essay/checkers/text';

const rules = grammarRules();

/** The sentences a rule would suggest for one sentence, or [] when it finds nothing. */
export function ruleFixes(rule: GrammarRuleName, sentence: string): string[] {
  return rules[rule](tagSentence(sentence)).map((f) => replaceSpan(sentence, f.start, f.end, f.replacement));
}

/**
 * The sentences a rule would suggest for a whole text, tagged as the checker tags it: in one pass,
 * with each paragraph's leading tense and the names the text capitalises mid-sentence.
 */
export function textRuleFixes(rule: GrammarRuleName, text: string): string[] {
  const sentences = splitSentences(text);
  return tagSentences(text, sentences).flatMap((sentence) =>
    rules[rule](sentence).map((f) => replaceSpan(sentence.text, f.start, f.end, f.replacement)),
  );
}
