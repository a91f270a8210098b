import { adjective, noun, verb } from 'wink-lemmatizer';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

/**
 * Dictionary forms of a word for each part of speech: wink-lemmatizer applies WordNet's detachment
 * rules and exception lists (ran → run, children → child, better → good); adverbs are not inflected.
 */
export function lemmaCandidates(word: string): { lemma: string; partOfSpeech: PartOfSpeech }[] {
  const w = word.toLowerCase();
  const candidates: { lemma: string; partOfSpeech: PartOfSpeech }[] = [
    { lemma: verb(w), partOfSpeech: 'verb' },
    { lemma: noun(w), partOfSpeech: 'noun' },
    { lemma: adjective(w), partOfSpeech: 'adjective' },
    { lemma: w, partOfSpeech: 'adverb' },
  ];
  for (const part of ['verb', 'noun', 'adjective'] as const)
    candidates.push({ lemma: w, partOfSpeech: part });
  return candidates;
}
