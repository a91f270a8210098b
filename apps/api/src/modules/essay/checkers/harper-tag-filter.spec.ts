import { GrammarChecker } from './grammar-checker';

/** harper.js findings our tags contradict are dropped; the same lints where they are right are kept. */
describe('harper findings against our tags', () => {
  const checker = new GrammarChecker();
  afterAll(() => checker.close());

  it.each([
    // The pronoun is the object of "thank": "goes" has another subject.
    'A big thank you goes to the caretaker.',
    // An object follows "refuses", not a verb that "to" would make an infinitive.
    "She refuses St John's proposal.",
    // "in mass" describes the noun before it; it is not "en masse".
    'The change in mass was small.',
    // The auxiliary after "whom" has its own subject, so "whom" is the object.
    'Whom did the panel choose?',
    // A past tense has one form for every subject.
    'He fed four coins into the machine.',
    'She cast her vote early.',
  ])('drops: %s', async (sentence) => {
    expect(await checker.check(sentence)).toEqual([]);
  });

  it.each([
    ['They goes to school early.', 'They go to school early.'],
    ['I need talk to you.', 'I need to talk to you.'],
    ['The coach whom picked the team was strict.', 'The coach who picked the team was strict.'],
  ])('keeps: %s', async (sentence, fixed) => {
    expect((await checker.check(sentence)).map((i) => i.suggestion)).toEqual([fixed]);
  });
});
