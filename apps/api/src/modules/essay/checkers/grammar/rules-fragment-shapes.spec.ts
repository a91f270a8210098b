import { textRuleFixes } from '../../../../testing/grammar-fixes';

/** The fragment rule's suggestions for the last sentence of a text (the first gives it context). */
const fragmentFixes = (text: string) => textRuleFixes('fragment', text);

describe('fragments: a noun phrase with only a relative clause, participles before nouns, misread nouns', () => {
  it.each([
    // A noun phrase and the relative clause about it; the later verb belongs to a clause "as" opens.
    [
      'Scientists disagree. A question that will only become more urgent as more plastic breaks down.',
      'a question that will only become more urgent as more plastic breaks down.',
    ],
    // After an opener set off by a comma, with "and" joining the relative clause's parts.
    [
      'Take an example. For example, a cat that is seen by the fire and then, an hour later, by the door.',
      'for example, a cat that is seen by the fire and then, an hour later, by the door.',
    ],
    // "and" joining the relative clause's verbs.
    ['It was kept. A letter that was read and then burned.', 'a letter that was read and then burned.'],
    // "a themed menu": a participle between a determiner and its noun is no verb.
    [
      'The cinema could run events. For example, a monthly quiz night with a classic film and a themed menu.',
      'for example, a monthly quiz night with a classic film and a themed menu.',
    ],
  ])('finds it: %s', (text, fixed) => {
    expect(fragmentFixes(text)).toEqual([fixed]);
  });

  it.each([
    // The relative clause ends and the main verb follows.
    'We moved. The people who live here love it.',
    'It was odd. The painting that others found so beautiful was a horror to him.',
    'It was late. The man who came when we called is here.',
    // "and" that joins no verbs leaves the later verb the main one.
    'It was 1944. People who are hungry and out of a job are the stuff of which dictatorships are made.',
    // "lives", read as the plural of "life", is the main verb.
    'It lasted. The spirit that has sustained this nation for two centuries lives on in you.',
    // "cost" after "online" is the main verb, read as a noun.
    'Money is an issue. The trips that people post online cost thousands.',
    // A participle after a noun is a verb: "The antis smelled victory".
    'The vote was close. The old guard smelled victory after a long battle.',
  ])('leaves it alone: %s', (text) => {
    expect(fragmentFixes(text)).toEqual([]);
  });
});
