import { keySentences, latexWords, splitSentences, termFrequencies, truncateWords } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence ends, not at abbreviations, decimals or inside math and groups', () => {
    expect(
      splitSentences(
        'It is 0.5 m long. See e.g. Fig. 2 for $x. Y$ data! Is it \\textbf{big. Very} big? Yes.',
      ),
    ).toEqual([
      'It is 0.5 m long.',
      'See e.g. Fig. 2 for $x. Y$ data!',
      'Is it \\textbf{big. Very} big?',
      'Yes.',
    ]);
  });

  it('keeps a sentence ending in a single capital (a symbol) a sentence end', () => {
    expect(splitSentences('It is related to the period T. A system obeys it.')).toHaveLength(2);
  });
});

describe('words and truncation', () => {
  it('splits words outside math and groups', () => {
    expect(latexWords('a $b c$ \\textbf{d e} f')).toEqual(['a', '$b c$', '\\textbf{d e}', 'f']);
  });

  it('truncates to a word count and cuts a giant word where its LaTeX stays whole', () => {
    expect(truncateWords('one two three four.', 2)).toBe('one two\\ldots{}');
    expect(truncateWords('one two', 5)).toBe('one two');
    const giant = '\\textbackslash{}\\{x\\}'.repeat(40);
    const cut = truncateWords(giant, 5);
    expect(cut.endsWith('\\ldots{}')).toBe(true);
    expect(cut.length).toBeLessThan(120);
    const body = cut.slice(0, -'\\ldots{}'.length);
    expect(giant.startsWith(body)).toBe(true);
    expect(/\\[A-Za-z]*$/.test(body) && /^[A-Za-z]/.test(giant.slice(body.length))).toBe(false);
  });
});

describe('keySentences', () => {
  it('keeps the sentences that carry the frequent words, in their original order', () => {
    const sentences = [
      'Springs store energy.',
      'The weather was pleasant that day.',
      'A stiffer spring stores more energy in the spring.',
      'Lunch was at noon.',
    ];
    const freq = termFrequencies([...sentences, 'spring energy spring energy']);
    expect(keySentences(sentences, 2, freq)).toEqual([sentences[0], sentences[2]]);
    expect(keySentences(sentences, 9, freq)).toEqual(sentences);
  });
});
