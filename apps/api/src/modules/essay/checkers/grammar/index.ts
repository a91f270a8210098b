/** Our own grammar rules, by kind, over sentences tagged with parts of speech (see tagger.ts). */
import { subjectVerbAgreement } from './agreement';
import { article, repeatedWord } from './articles-and-repeats';
import { commaSplice } from './clause-joins';
import { sentenceFragment } from './fragments';
import { homophones } from './homophones';
import { NounSenses } from './noun-senses';
import { pluralApostrophe } from './plural-apostrophe';
import { pronounAntecedent } from './pronoun-antecedent';
import { runOn } from './run-ons';
import { singularPronounForPeople } from './singular-pronouns';
import type { Rule } from './rule';
import { tenseShift } from './tense-shift';
import { wordChoice } from './word-choice';

export type { Rule, RuleFinding } from './rule';
export { tagSentence, tagSentences } from './tagger';
export type { TaggedSentence, Token } from './token';
export { NounSenses } from './noun-senses';

export type GrammarRuleName =
  | 'subject-verb-agreement'
  | 'comma-splice'
  | 'run-on'
  | 'fragment'
  | 'homophones'
  | 'word-choice'
  | 'article'
  | 'repeated-word'
  | 'pronoun-antecedent'
  | 'tense-shift'
  | 'plural-apostrophe';

export function grammarRules(senses: NounSenses = new NounSenses()): Readonly<Record<GrammarRuleName, Rule>> {
  const pluralForSingular = pronounAntecedent(senses);
  const singularForPlural = singularPronounForPeople(senses);
  // In order of confidence: where two rules flag the same words, the checker keeps the first.
  return {
    'word-choice': wordChoice(senses),
    homophones,
    article,
    'repeated-word': repeatedWord,
    'plural-apostrophe': pluralApostrophe(senses),
    'pronoun-antecedent': (sentence) => {
      const found = pluralForSingular(sentence);
      return found.length ? found : singularForPlural(sentence);
    },
    'subject-verb-agreement': subjectVerbAgreement(senses),
    'tense-shift': tenseShift,
    'comma-splice': commaSplice,
    'run-on': runOn,
    fragment: sentenceFragment(senses),
  };
}
