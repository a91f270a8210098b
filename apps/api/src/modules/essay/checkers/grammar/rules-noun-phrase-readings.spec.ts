import { ruleFixes } from '../../../../testing/grammar-fixes';

/**
 * Words the tagger may read as verbs or as "it is"/"they are" where only a noun phrase can stand: after
 * a preposition or a verb that takes no clause, at the end of a compound noun, a modal with no verb,
 * a time word between a subject and its verb, a "that" clause after a word of demanding.
 */
describe('homophones where only a noun phrase can follow', () => {
  const homophoneFixes = (sentence: string) => ruleFixes('homophones', sentence);

  it.each([
    'The club will mark the tenth anniversary of its founding in May.',
    'The council cannot simply turn its back on the estate.',
    'Under its last three owners the mill lost money.',
    'Some rulers force others to accept their ideas or their will.',
    'The tyrant imposed his arbitrary will upon the people.',
    'The coach wants every player to reach their full potential.',
  ])('leaves it alone: %s', (sentence) => {
    expect(homophoneFixes(sentence)).toEqual([]);
  });

  it.each([
    ['I think its going to rain later.', "I think it's going to rain later."],
    ['Their will be a meeting after school.', 'There will be a meeting after school.'],
    ['The volunteers said their ready to start.', "The volunteers said they're ready to start."],
  ])('finds it: %s', (sentence, fixed) => {
    expect(homophoneFixes(sentence)).toEqual([fixed]);
  });
});

describe('subject–verb agreement past time words, amounts and compound nouns', () => {
  const agreementFixes = (sentence: string) => ruleFixes('subject-verb-agreement', sentence);

  it.each([
    // "today", "tonight" between a subject and its verb are adverbs, not the head of the subject.
    'Struggling parents today worry about the cost of uniforms.',
    'I want you to meet two more nurses tonight who do just that.',
    // A mandative subjunctive, also past a subordinate clause inside the "that" clause.
    'I propose that before the problem grows, the council develop a plan for the river.',
    // "more than 70 percent of" is an amount whose number is its "of" phrase's.
    'More than 70 percent of the council’s expenditures are spent on care.',
    // A subordinator opens the clause the list is in; the list is the object of "with".
    'The town will vote on it when the treaties with France and Spain are signed.',
    // "you" at the end of a relative clause is its object, not the subject of "is".
    'The first agreement that will come before you is with Norway.',
    // Pronouns of the closed class "everything", "someone" are never verbs.
    'The app gives a trader everything he or she needs to open a shop.',
    // An -s word ending its clause after a verb's or a preposition's bare nouns is a compound's head.
    'The charity funds clubs and civic programs that help community needs.',
    'Firms in government procurement programs, including defence, are paid late.',
    // Adjectives joined before one noun may name several kinds of it.
    'Spending on primary, secondary, and higher education is expected to rise.',
    'Spending on primary, secondary, and higher education are expected to rise.',
  ])('leaves it alone: %s', (sentence) => {
    expect(agreementFixes(sentence)).toEqual([]);
  });

  it.each([
    ['Parents today worries about the cost.', 'Parents today worry about the cost.'],
    [
      'The cost of living is high, and a student loan often do not cover the rent.',
      'The cost of living is high, and a student loan often does not cover the rent.',
    ],
    [
      'The programs that help children needs more funding.',
      'The programs that help children need more funding.',
    ],
  ])('finds it: %s', (sentence, fixed) => {
    expect(agreementFixes(sentence)).toEqual([fixed]);
  });
});

describe('run-ons where the second clause describes a noun', () => {
  const runOnFixes = (sentence: string) => ruleFixes('run-on', sentence);

  it.each([
    // A clause with no relative word after a noun of manner, with an adverb-tagged adjective before it.
    "It's the only way they can get help with the rent.",
    // "be" with nothing after it but a time lacks the noun the clause describes.
    'Hard work made us the strong team we are today.',
    // After an article and a modifier, "number of" heads that phrase; it opens no subject.
    'This year we have had a record number of new members join the club.',
  ])('leaves it alone: %s', (sentence) => {
    expect(runOnFixes(sentence)).toEqual([]);
  });

  it.each([
    [
      'We trained hard all winter we are the strongest team now.',
      'We trained hard all winter; we are the strongest team now.',
    ],
    [
      'The results came back half of the class had passed.',
      'The results came back; half of the class had passed.',
    ],
  ])('finds it: %s', (sentence, fixed) => {
    expect(runOnFixes(sentence)).toEqual([fixed]);
  });
});
