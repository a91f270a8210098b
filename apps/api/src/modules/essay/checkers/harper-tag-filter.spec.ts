import { GrammarChecker } from './grammar-checker';

/** harper.js findings our tags contradict are dropped; the same lints where they are right are kept. */
describe('harper findings against our tags', () => {
  const checker = new GrammarChecker();
  afterAll(() => checker.close());

  it.each([
    // The pronoun is the object of "thank": "goes" has another subject.
    'A big thank you goes to the caretaker.',
    // An object or a noun follows, not a verb that "to" would make an infinitive.
    "She refuses St John's proposal.",
    'The grant pays for preparing display boards for the fair.',
    // "in mass" describes the noun before it; it is not "en masse".
    'The change in mass was small.',
    // The auxiliary after "whom" has its own subject, so "whom" is the object.
    'Whom did the panel choose?',
    // A past tense has one form for every subject.
    'He fed four coins into the machine.',
    'She cast her vote early.',
    // A noun made from a verb's "-ing" names a countable event.
    'The council held a hearing on the plans.',
    'We took the dog for an airing after lunch.',
    // A capital "A" inside a sentence is a letter, a name or a unit, not the article.
    'She needs grade A in chemistry for the course.',
    'The lamp drew a current of 0.5 A at full power.',
    // After a preposition a possessive is no "it is"; a modal with no verb after it is a noun.
    'The school marks the anniversary of its founding as a college.',
    'Some rulers force others to accept their ideas or their will.',
    // A noun phrase follows: "to" is a preposition, the second "that" a determiner, "lay-up" a compound.
    'The treaty paved the way to peaceful settlements.',
    'We can all see that that growth is slowing.',
    'The funds are for preparing lay-up facilities for the fleets.',
    // Switched-off rules that judge style or only misfired: a comma after an opening "Meanwhile",
    // "be" after a modal, "let's" for "let", "too" for "to".
    'Meanwhile the rain kept falling.',
    'You can wet the paper first.',
    'She let out a long sigh.',
    'Prices varied from cheap to expensive.',
  ])('drops: %s', async (sentence) => {
    expect(await checker.check(sentence)).toEqual([]);
  });

  it.each([
    ['They goes to school early.', 'They go to school early.'],
    ['I need talk to you.', 'I need to talk to you.'],
    ['The coach whom picked the team was strict.', 'The coach who picked the team was strict.'],
    ['I bought new furnitures for my room.', 'I bought new furniture for my room.'],
    ['She ate a apple at break.', 'She ate an apple at break.'],
    ['The bank is to big to fail.', 'The bank is too big to fail.'],
    ['I think that that the answer is wrong.', 'I think that the answer is wrong.'],
  ])('keeps: %s', async (sentence, fixed) => {
    expect((await checker.check(sentence)).map((i) => i.suggestion)).toEqual([fixed]);
  });
});
