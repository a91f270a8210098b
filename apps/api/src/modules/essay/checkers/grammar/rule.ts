import type { TaggedSentence } from './token';

/** A finding of one of our own grammar rules, with offsets inside the sentence. */
export interface RuleFinding {
  issue: string;
  start: number;
  end: number;
  replacement: string;
}

export type Rule = (sentence: TaggedSentence) => RuleFinding[];

/** The replacement in the case of the word it replaces ("Their" → "There"). */
export const matchCase = (like: string, word: string) =>
  /^[A-Z]/.test(like) ? word[0].toUpperCase() + word.slice(1) : word;
