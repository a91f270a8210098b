import { textRuleFixes } from '../../../../testing/grammar-fixes';

const fixes = (text: string) => textRuleFixes('tense-shift', text);

describe('tense shift against a word of past time in its own clause', () => {
  it.each([
    // A time phrase opening the sentence, before or after its comma.
    [
      'Ten years ago, the old pier is the busiest part of the town.',
      'Ten years ago, the old pier was the busiest part of the town.',
    ],
    ['Last winter the river floods the lower fields.', 'Last winter the river flooded the lower fields.'],
    // A time word that ends the clause of its verb.
    ['We visit the castle yesterday with our class.', 'We visited the castle yesterday with our class.'],
  ])('finds it: %s', (text, fixed) => {
    expect(fixes(text)).toEqual([fixed]);
  });

  it.each([
    // The time word belongs to another clause: a relative clause, an indirect question, an apposition.
    'The bridge, which opened a century ago, is still in use.',
    'The number of mutations tells us how long ago the two species split.',
    'Sales are higher than ever, with an increase last year of ten per cent.',
    // "the last year" is the year up to now; a present perfect is no simple present.
    'Over the last year the club has grown quickly.',
    'The last time I checked, the shop opens at nine.',
    // Quoted words keep the tense of the speaker.
    'She wrote, "Two days ago I am in Rome."',
  ])('leaves it alone: %s', (text) => {
    expect(fixes(text)).toEqual([]);
  });
});
