import { textRuleFixes } from '../../../../testing/grammar-fixes';

/**
 * Asides set off by commas (", in short,"), lists of adjectives ("a quiet, gentle person"), "both …
 * and …" subjects, infinitives after a subordinate clause's verb and a time word's object before a
 * main clause: each shape with a sentence it must change and one it must leave alone.
 */
describe('comma splices past an aside or a list of adjectives', () => {
  it.each([
    [
      'The plan, in short, is a costly gamble, it could fail within a year.',
      'The plan, in short, is a costly gamble; it could fail within a year.',
    ],
    [
      'She is often described as a quiet, gentle person, Tom Reed found her fierce in the debate.',
      'She is often described as a quiet, gentle person; Tom Reed found her fierce in the debate.',
    ],
  ])('finds it: %s', (text, fixed) => {
    expect(textRuleFixes('comma-splice', text)).toEqual([fixed]);
  });

  it.each([
    'The plan, in short, is a costly gamble that could fail.',
    'It was a long, cold winter, and the river froze.',
  ])('leaves alone: %s', (text) => {
    expect(textRuleFixes('comma-splice', text)).toEqual([]);
  });
});

describe('agreement with "both … and …" and past an aside', () => {
  it.each([
    [
      'Both the price of fuel and the cost of repairs rises every year.',
      'Both the price of fuel and the cost of repairs rise every year.',
    ],
    [
      'The results of the trial, in most cases, shows a small benefit.',
      'The results of the trial, in most cases, show a small benefit.',
    ],
  ])('finds it: %s', (text, fixed) => {
    expect(textRuleFixes('subject-verb-agreement', text)).toEqual([fixed]);
  });

  it.each(['The price of fuel and oil rises every winter.', 'Both of the films are worth seeing.'])(
    'leaves alone: %s',
    (text) => {
      expect(textRuleFixes('subject-verb-agreement', text)).toEqual([]);
    },
  );
});

describe('"they" for one thing when the sentence before names only what its subject is', () => {
  it('finds it past an aside and what "be" says the subject is', () => {
    expect(
      textRuleFixes(
        'pronoun-antecedent',
        'The old map, in many ways, is a puzzle. The map has no note saying where they came from.',
      ),
    ).toEqual(['The map has no note saying where it came from.']);
  });

  it('leaves it alone when the sentence before names several things', () => {
    expect(
      textRuleFixes(
        'pronoun-antecedent',
        'The old maps, in many ways, are a puzzle. The map has no note saying where they came from.',
      ),
    ).toEqual([]);
  });
});

describe('fragments: infinitives and a time word with its object', () => {
  it('finds a subordinate clause whose verb takes an infinitive', () => {
    expect(
      textRuleFixes(
        'fragment',
        'We should book soon. Mainly because I want to finish the project before the holidays.',
      ),
    ).toEqual(['mainly because I want to finish the project before the holidays.']);
  });

  it.each([
    'Since then the club has had to borrow money to repair the roof.',
    'Before the war the village had to import most of its grain.',
    'Since March rents have gone up in every district.',
    'Farmers who had lost everything all saw the scheme as a lifeline.',
  ])('leaves alone: %s', (text) => {
    expect(textRuleFixes('fragment', text)).toEqual([]);
  });
});
