import { textRuleFixes as fixes } from '../../../../testing/grammar-fixes';

describe('grammar rules on text they were not tuned to', () => {
  it.each([
    ['It takes five minutes it saves a lot of money.', 'It takes five minutes; it saves a lot of money.'],
    [
      'The hall was cold and noisy half of the audience left early.',
      'The hall was cold and noisy; half of the audience left early.',
    ],
  ])('run-on: %s', (text, fixed) => {
    expect(fixes('run-on', text)).toEqual([fixed]);
  });

  it.each([
    'We measured it in the way the textbook describes.',
    'I finally read the book my sister recommended.',
    'The path was steep and narrow, and we walked slowly.',
  ])('run-on leaves a clause without "that" alone: %s', (text) => {
    expect(fixes('run-on', text)).toEqual([]);
  });

  it.each([
    [
      'The bridge is old, therefore the council checks it.',
      'The bridge is old; therefore, the council checks it.',
    ],
    [
      'When you open the box you find a map, this is the first clue.',
      'When you open the box you find a map; this is the first clue.',
    ],
  ])('comma splice, also with a short second clause: %s', (text, fixed) => {
    expect(fixes('comma-splice', text)).toEqual([fixed]);
  });

  it.each([
    'She studied hard, yet the exam was difficult.',
    'The fans cheered, however hard the players tried.',
  ])('comma splice leaves "yet" and a "however" of degree alone: %s', (text) => {
    expect(fixes('comma-splice', text)).toEqual([]);
  });

  it('tense shift between two main clauses of a past narrative', () => {
    const text = 'The match was tense. We score early, but the visitors equalised before the break.';
    expect(fixes('tense-shift', text)).toEqual([
      'We scored early, but the visitors equalised before the break.',
    ]);
  });

  it.each([
    'We arrived late, and now we know the way. It was dark when we left.',
    'We visited the museum, and she tells us that it opens at nine. It was a long day.',
    'We played for an hour, but after two weeks we feel much fitter. It was worth it.',
    'The night was cold. He pushed the door shut behind him and stood in the dark.',
  ])('tense shift leaves a meant change of time and a plain-form past alone: %s', (text) => {
    expect(fixes('tense-shift', text)).toEqual([]);
  });

  it('less/fewer before "than"', () => {
    expect(fixes('word-choice', 'The new model has less parts than the old one.')).toEqual([
      'The new model has fewer parts than the old one.',
    ]);
    expect(fixes('word-choice', 'The new model uses less power than the old one.')).toEqual([]);
  });

  it('pronoun–antecedent inside a clause opened by "if", and after a possessive noun', () => {
    expect(
      fixes('pronoun-antecedent', 'If a library wants to keep their readers, it must open longer.'),
    ).toEqual(['If a library wants to keep its readers, it must open longer.']);
    expect(fixes('pronoun-antecedent', "When a town's market closes, they lose trade.")).toEqual([
      "When a town's market closes, it lose trade.",
    ]);
  });

  it('agreement in a second clause joined by "and", after "if" unless it is a subjunctive, and in a clause of time', () => {
    expect(fixes('subject-verb-agreement', 'My brother works in a shop and my sister teach music.')).toEqual([
      'My brother works in a shop and my sister teaches music.',
    ]);
    expect(fixes('subject-verb-agreement', 'If the results was wrong, we repeated the test.')).toEqual([
      'If the results were wrong, we repeated the test.',
    ]);
    expect(fixes('subject-verb-agreement', 'If I were you, I would wait.')).toEqual([]);
    expect(fixes('subject-verb-agreement', 'The guide waited after the other groups has left.')).toEqual([
      'The guide waited after the other groups have left.',
    ]);
    expect(fixes('subject-verb-agreement', 'The meeting after the lectures was long.')).toEqual([]);
  });

  it('a name the text capitalises mid-sentence stays a name where it opens a sentence', () => {
    const text = 'Crooks, the old stable hand, is lonely. Later, Lennie visits Crooks in his room.';
    expect(fixes('subject-verb-agreement', text)).toEqual([]);
  });

  it('"there" that ends a relative clause is a place, not "their"', () => {
    expect(fixes('homophones', 'The men who farm there travel to market by boat.')).toEqual([]);
  });
});

describe('tense shifts between two main clauses of a past narrative', () => {
  it.each([
    // The first clause's verb is found past a relative clause.
    [
      'We waited for an hour. The guide unrolled a map that covered the wall, and she points to the exit. Then we left.',
      'The guide unrolled a map that covered the wall, and she pointed to the exit.',
    ],
  ])('%s', (text, fixed) => {
    expect(fixes('tense-shift', text)).toEqual([fixed]);
  });

  it('reads an -s word ending a possessive phrase as its plural noun', () => {
    expect(
      fixes('tense-shift', 'Sailors feared the storm. It threatened the fleet and its supply routes.'),
    ).toEqual([]);
  });
});
