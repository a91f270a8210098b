import { ruleFixes as fixes } from '../../../../testing/grammar-fixes';
import { ClauseComplements } from './clause-complements';

/** Run-ons and fragments found by clause structure, on sentences written for these tests. */
describe('run-ons and fragments by clause', () => {
  it('reads from WordNet which words take a clause and which verbs take no object', () => {
    const words = new ClauseComplements();
    expect(['think', 'say', 'notice', 'hope', 'mean'].filter((v) => !words.verbTakesClause(v))).toEqual([]);
    expect(['tire', 'arrive', 'cook', 'finish'].filter((v) => words.verbTakesClause(v))).toEqual([]);
    expect(['tire', 'arrive', 'sleep', 'end'].filter((v) => !words.verbTakesNoObject(v))).toEqual([]);
    expect(['cheer', 'eat', 'win'].filter((v) => words.verbTakesNoObject(v))).toEqual([]);
    expect(['sure', 'glad', 'afraid', 'aware'].filter((a) => !words.adjectiveTakesClause(a))).toEqual([]);
    expect(['steep', 'late', 'magnetic', 'tired'].filter((a) => words.adjectiveTakesClause(a))).toEqual([]);
  });

  it.each([
    ['The bell rang we walked to the hall.', 'The bell rang; we walked to the hall.'],
    ['The lesson ended the pupils packed their bags.', 'The lesson ended; the pupils packed their bags.'],
    [
      'By the end both teams tired the last goal came from a free kick.',
      'By the end both teams tired; the last goal came from a free kick.',
    ],
    ['We finished it they went home.', 'We finished it; they went home.'],
    // The second clause starts at the determiner after a noun, not at "all".
    [
      'We trained hard all winter the results were worth it.',
      'We trained hard all winter; the results were worth it.',
    ],
  ])('run-on after a verb with no object or an object pronoun: %s', (sentence, fixed) => {
    expect(fixes('run-on', sentence)).toEqual([fixed]);
  });

  it.each([
    [
      'My brother loves football my sister prefers tennis.',
      'My brother loves football; my sister prefers tennis.',
    ],
    [
      'The shop was empty nobody wanted to buy anything.',
      'The shop was empty; nobody wanted to buy anything.',
    ],
    [
      'The film was long you could feel the audience getting restless.',
      'The film was long; you could feel the audience getting restless.',
    ],
    [
      'Most stars have planets some may even support life.',
      'Most stars have planets; some may even support life.',
    ],
    ['The play was performed the audience loved it.', 'The play was performed; the audience loved it.'],
    [
      'The team lost every match this was a disappointment.',
      'The team lost every match; this was a disappointment.',
    ],
    ['We got to the beach there was nobody about.', 'We got to the beach; there was nobody about.'],
    [
      'The painters chose bright colours they avoided dark tones.',
      'The painters chose bright colours; they avoided dark tones.',
    ],
    [
      'I love my school the teachers help us when we struggle.',
      'I love my school; the teachers help us when we struggle.',
    ],
    ['I finished my essay I went to bed.', 'I finished my essay; I went to bed.'],
  ])(
    'run-on before a possessive, an indefinite pronoun, "you", "this", "there" or a quantity, or after a passive: %s',
    (sentence, fixed) => {
      expect(fixes('run-on', sentence)).toEqual([fixed]);
    },
  );

  it.each([
    // A verb that takes a clause as its object.
    'I think the plan will work.',
    'She said the bus was late.',
    'We noticed the window was open.',
    // An object with a plain infinitive, and an object with a relative clause.
    'We let the children play outside.',
    'I cooked the meal we ate last night.',
    // An adjective of thought or feeling with its clause.
    'I am sure it works well.',
    'She was afraid the dog would bite.',
    // A noun phrase with a relative clause opening the sentence.
    'The day we arrived it rained heavily.',
    'Each week I helped at the shelter I learned something new.',
    // Relative clauses without "that": after a superlative, with a stranded preposition.
    'Learning Welsh was the hardest thing I have ever done.',
    'We visited the museum my uncle works at.',
    'These are the shops we go to.',
    'It was the place we stayed.',
    'The book her friend wrote became a bestseller.',
    'The plan the council approved failed because nobody funded it.',
    // A passive with its complement, and "this" opening a time.
    'He was called the best player the club had ever had.',
    'They raised a lot of money this year.',
    // A time or manner phrase with its clause, and "however" of degree.
    'Phones distract pupils the moment they light up.',
    'Animals feel pain the same way we do.',
    'Elections give every citizen the same voice however rich they are.',
    // A clause that "it" stands for.
    'It is clear the plan failed.',
    'It was obvious they were tired.',
    // A pair of comparatives, and a reporting verb after what it reports.
    'The more sleep students get the better they remember.',
    'Sales rose by ten per cent this year the manager reported.',
    // A transitive verb's object with a participle.
    'In our trial we used a small fan connected to a meter.',
  ])('run-on leaves a clause that is an object, a relative or a participle alone: %s', (sentence) => {
    expect(fixes('run-on', sentence)).toEqual([]);
  });

  it.each([
    ['Even my cousin.', 'even my cousin.'],
    ['Because the ferry was cancelled.', 'because the ferry was cancelled.'],
  ])('fragment: an adverb and a phrase, a subordinate clause alone: %s', (sentence, fixed) => {
    expect(fixes('fragment', sentence)).toEqual([fixed]);
  });

  it.each([
    // A main clause in the perfect after the subordinate one, with no comma.
    'Before I started volunteering I had never spoken to anyone over ninety.',
    // "That" and "even" as the start of a main clause.
    'That is the whole point.',
    'Even the coaches agreed.',
  ])('fragment leaves a main clause alone: %s', (sentence) => {
    expect(fixes('fragment', sentence)).toEqual([]);
  });
});
