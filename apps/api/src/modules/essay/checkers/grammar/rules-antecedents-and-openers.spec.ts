import { ruleFixes, textRuleFixes } from '../../../../testing/grammar-fixes';

/**
 * What "they" may stand for: a place or an organisation WordNet names is one thing; a word WordNet
 * never saw tagged is a person only in most of its senses; "we" and "you" stand for nothing "they"
 * means; an opening phrase with no verb leaves "they" to an earlier sentence. Then a past form that
 * opens a sentence, which is a participle and not the sentence's verb.
 */
describe('pronoun–antecedent agreement with names and opening phrases', () => {
  const pronounFixes = (sentence: string) => ruleFixes('pronoun-antecedent', sentence);

  it.each([
    // Places and organisations, also names of more than one word and a name's last word.
    ['Iraq continues to flaunt their hostility.', 'Iraq continues to flaunt its hostility.'],
    ['The United States is ready to do their part.', 'The United States is ready to do its part.'],
    [
      'The Iranian Government is defying the world with their nuclear plans.',
      'The Iranian Government is defying the world with its nuclear plans.',
    ],
    // "browser": WordNet lists a casual shopper first, but nobody tagged either sense.
    [
      'When the browser crashed, they lost every open tab.',
      'When the browser crashed, it lost every open tab.',
    ],
    // "we" cannot be what "their" stands for.
    [
      'We know that the company has cut their prices again.',
      'We know that the company has cut its prices again.',
    ],
  ])('finds it: %s', (sentence, fixed) => {
    expect(pronounFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    // An opening phrase with no verb: "they" stands for what an earlier sentence named.
    'As a result, they have begun to concentrate on exports.',
    // A verb after "them" makes them its doers: people.
    'Instead, the speech showed how the market system could help them realize their hopes.',
    // A plural named before the pronoun's clause may be what it stands for.
    'Along with nations in the region, we are insisting that North Korea give up their weapons.',
    // A word nobody tagged that is a person in most of its senses stays a person.
    'When the striker scored, they ran to the fans.',
  ])('leaves it alone: %s', (sentence) => {
    expect(pronounFixes(sentence)).toEqual([]);
  });
});

describe('a past participle opening the sentence', () => {
  it('reads "Led by …," as a participle, so the sentence is told in the present between past ones', () => {
    expect(
      textRuleFixes(
        'tense-shift',
        'We met the coach in March. Led by the captain, we launch a new training plan. It worked well for a month.',
      ),
    ).toEqual(['Led by the captain, we launched a new training plan.']);
  });

  it('leaves a sentence told in one tense alone', () => {
    expect(
      textRuleFixes(
        'tense-shift',
        'We met the coach in March. Based on his advice, we chose a longer route. It worked well for a month.',
      ),
    ).toEqual([]);
  });
});
