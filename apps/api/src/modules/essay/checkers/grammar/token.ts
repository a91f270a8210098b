/** One word of a sentence with its universal part-of-speech tag (wink-nlp's English model). */
export interface Token {
  /** The word as written, with a clitic joined back on ("it's", "don't", "grower's"). */
  text: string;
  /** Lower case, with curly apostrophes made straight. */
  lower: string;
  /** The word without its clitic ("it" for "it's"). */
  base: string;
  /** "'s", "'re", "n't", "'ve", "'ll", "'d", "'m" or "". */
  clitic: string;
  /** Offsets inside the sentence. */
  start: number;
  end: number;
  /** NOUN, PROPN, PRON, VERB, AUX, ADJ, ADV, ADP, DET, NUM, CCONJ, SCONJ, PART, PUNCT… */
  pos: string;
  lemma: string;
}

export interface TaggedSentence {
  text: string;
  tokens: Token[];
  /**
   * The tense most finite verbs of the sentence's paragraph are in, when one clearly leads: where a
   * sentence mixes tenses, the verb in the other tense is the one to change.
   */
  narrativeTense?: 'past' | 'present';
  /** The tense the sentences before and after it in its paragraph are both wholly told in, if any. */
  neighbourTense?: 'past' | 'present';
  /** The tokens of the sentence before it in its paragraph, where it has one: what a pronoun may name. */
  previous?: Token[];
  /** The tokens of every sentence before it in its paragraph, first to last. */
  earlier?: Token[][];
}

/** Whether the token at k is a hyphen joining the words either side of it ("same-sex", "write-up"). */
export function joiningHyphen(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  return t?.text === '-' && tokens[k - 1]?.end === t.start && tokens[k + 1]?.start === t.end;
}
