import { ruleFixes } from '../../../../testing/grammar-fixes';

const spliceFixes = (sentence: string) => ruleFixes('comma-splice', sentence);

describe('comma splices whose clauses open or go on past their first words', () => {
  it.each([
    // The second clause opened by a subordinate clause, a prepositional phrase or an adverb of its own.
    [
      'The canteen ran out of pasta, if it happens again, we will bring sandwiches.',
      'The canteen ran out of pasta; if it happens again, we will bring sandwiches.',
    ],
    [
      'Our team lost the final, after a long season, the players were exhausted.',
      'Our team lost the final; after a long season, the players were exhausted.',
    ],
    [
      'The first trial went badly, finally, the third trial gave a clear result.',
      'The first trial went badly; finally, the third trial gave a clear result.',
    ],
    // A first clause in the past perfect: "had" is its finite verb.
    [
      'The villagers had warned the council for years, it ignored them.',
      'The villagers had warned the council for years; it ignored them.',
    ],
    // "That" first in the sentence is a demonstrative, the subject of a main clause.
    [
      'That explains the low scores, the students had no calculators.',
      'That explains the low scores; the students had no calculators.',
    ],
    // A second subject that goes on past its first phrase, here with a relative clause.
    [
      'The museum reopened in May, the paintings which the gallery had lent were back on the walls.',
      'The museum reopened in May; the paintings which the gallery had lent were back on the walls.',
    ],
  ])('finds it: %s', (sentence, fixed) => {
    expect(spliceFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    // A subordinate clause or a phrase that the comma closes inside a clause "that" opens.
    'The report argues that if fares rise, fewer people will travel.',
    'She told us that after the storm, the roads were closed for days.',
    // A phrase or a clause after the comma that goes on the first clause.
    'The rain began at noon, after a dry morning, and lasted all night.',
    'He said, when asked, that the bridge was safe.',
    'The singer performed live, because she hated miming, so the sound was rough.',
    // The last two items of a list, joined by "and", before the verb.
    'In the end, the weather, the cost, the long journey and the noise made the trip miserable.',
    // "for" joining two clauses, and a comment ("I believe") set off by commas.
    'The meeting was short, for the hall had to be cleared by six.',
    'We are making, I believe, real progress on the new timetable.',
    // An apposition that a relative clause describes, and a list of phrases with clauses in them.
    'The story follows Ada Price, a nurse who runs a field hospital in the war.',
    'It changed the way we shop, the way we travel and the way we talk.',
  ])('leaves it alone: %s', (sentence) => {
    expect(spliceFixes(sentence)).toEqual([]);
  });
});

const runOnFixes = (sentence: string) => ruleFixes('run-on', sentence);

describe('run-ons after joined phrases, and clauses that complete a phrase', () => {
  it.each([
    // "and" between two noun phrases ends no clause: the first clause runs on past it.
    [
      'The storm damaged the school and the library the council has promised to repair both.',
      'The storm damaged the school and the library; the council has promised to repair both.',
    ],
    // A possessive pronoun standing for a noun phrase opens the second clause.
    [
      'Their garden was full of weeds ours was tidy by comparison.',
      'Their garden was full of weeds; ours was tidy by comparison.',
    ],
  ])('finds it: %s', (sentence, fixed) => {
    expect(runOnFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    // A clause after "the" and a superlative completes it.
    'The river is the highest it has been for a century.',
    'This is the best we can do with the money.',
    // A clause with no relative word after the second of two joined objects.
    'We thanked the caretakers and the cooks for the meals they prepared.',
    // A clause that ends on a verb needing an object: it describes the noun before it.
    'She kept every single letter he had written.',
  ])('leaves it alone: %s', (sentence) => {
    expect(runOnFixes(sentence)).toEqual([]);
  });
});
