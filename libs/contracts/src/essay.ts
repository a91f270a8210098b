import { z } from 'zod';

/**
 * The essay helper's tool calls (spec section 7 "Essay helper"). So far: POST /api/essay/dictionary
 * { word } → { definition, … } from WordNet (offline, lemmatised: running → run); a word WordNet does
 * not know answers 404.
 */

/** Spec section 9: a definition lookup is for one or two words. */
export const DICTIONARY_MAX_WORDS = 2;

export const ZDictionaryRequestSchema = z.object({
  word: z
    .string({ error: 'word must be text.' })
    .trim()
    .min(1, 'word must not be empty.')
    .max(60, 'word must be at most 60 characters.')
    .refine((s) => s.split(/\s+/).length <= DICTIONARY_MAX_WORDS, `Look up one or two words at a time.`),
});
export type DictionaryRequest = z.infer<typeof ZDictionaryRequestSchema>;

export const ZDictionaryResponseSchema = z.object({
  /** The spec's field: the gloss of the word's most common sense. */
  definition: z.string(),
  word: z.string(),
  /** The dictionary form that was found (running → run). */
  lemma: z.string(),
  partOfSpeech: z.enum(['noun', 'verb', 'adjective', 'adverb']),
  source: z.literal('wordnet'),
});
export type DictionaryResponse = z.infer<typeof ZDictionaryResponseSchema>;
