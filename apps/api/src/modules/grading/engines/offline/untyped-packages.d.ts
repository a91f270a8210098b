/** wink-porter2-stemmer ships no types; only what the marking engine uses. */
declare module 'wink-porter2-stemmer' {
  function stem(word: string): string;
  export = stem;
}
