import { Dictionary } from './dictionary';
import { lemmaCandidates } from './lemmatiser';

describe('Dictionary (WordNet)', () => {
  const dictionary = new Dictionary();

  it.each([
    ['running', 'run', 'verb'],
    ['ran', 'run', 'verb'],
    ['studies', 'study', 'noun'],
    ['children', 'child', 'noun'],
    ['better', 'good', 'adjective'],
    ['was', 'be', 'verb'],
    ['Geese', 'goose', 'noun'],
  ])('lemmatises %s → %s (%s)', (word, lemma, partOfSpeech) => {
    const found = dictionary.lookup(word);
    expect(found).toMatchObject({ word, lemma, partOfSpeech });
    expect(found?.definition.length).toBeGreaterThan(5);
  });

  it('gives the most frequent sense as a short definition without the examples', () => {
    const found = dictionary.lookup('run');
    expect(found).toEqual({
      word: 'run',
      lemma: 'run',
      partOfSpeech: 'verb',
      definition: "move fast by using one's feet, with one foot off the ground at any given time",
    });
    expect(dictionary.lookup('quickly')).toMatchObject({ partOfSpeech: 'adverb' });
  });

  it('looks up phrases WordNet lists as one entry', () => {
    expect(dictionary.lookup('ice cream')).toMatchObject({ lemma: 'ice cream', partOfSpeech: 'noun' });
  });

  it('returns null for a word WordNet does not know and for input that is no word', () => {
    expect(dictionary.lookup('blorptastic')).toBeNull();
    expect(dictionary.lookup('')).toBeNull();
    expect(dictionary.lookup('   ')).toBeNull();
    expect(dictionary.lookup('\u0000\u0001')).toBeNull();
    expect(dictionary.lookup('a'.repeat(10_000))).toBeNull();
  });

  it('lists every part of speech among the lemma candidates', () => {
    expect(lemmaCandidates('better')).toEqual(
      expect.arrayContaining([
        { lemma: 'good', partOfSpeech: 'adjective' },
        { lemma: 'better', partOfSpeech: 'adverb' },
      ]),
    );
  });
});
