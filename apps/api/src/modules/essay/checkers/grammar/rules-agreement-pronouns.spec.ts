import { ruleFixes } from '../../../../testing/grammar-fixes';

const agreementFixes = (sentence: string) => ruleFixes('subject-verb-agreement', sentence);

describe('subject–verb agreement after clause openers, pronouns, relative words and amounts', () => {
  it.each([
    // "Although", "unless", "because" open a clause, though the tagger reads them as prepositions.
    ['Although they is tired, the runners keep going.', 'Although they are tired, the runners keep going.'],
    ['Unless the bus come soon, we will walk.', 'Unless the bus comes soon, we will walk.'],
    // A pronoun for one person before a plain verb, also at the end of the sentence.
    ['The team finally won the respect it deserve.', 'The team finally won the respect it deserves.'],
    ['Nobody expected the prize that she deserve.', 'Nobody expected the prize that she deserves.'],
    ['Everyone hope for a dry day.', 'Everyone hopes for a dry day.'],
    // A relative pronoun opens the verb's clause: no object and bare infinitive after "find".
    ['We found a volunteer who help on Saturdays.', 'We found a volunteer who helps on Saturdays.'],
    // A number before a noun that is no unit makes no amount.
    [
      'The two main complaints was the noise and the cost.',
      'The two main complaints were the noise and the cost.',
    ],
  ])('finds it: %s', (sentence, fixed) => {
    expect(agreementFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    // An amount of a unit (WordNet's units of measure and of time) is counted as one.
    'Another 40 million pounds is set aside for repairs.',
    'The last 15 minutes was the hardest part of the race.',
    // A quantity whose "of" phrase has a number that cannot be told leaves the verb alone.
    'The majority of Londoners support the new bus lanes.',
    // "because of" is a preposition, "though" at a clause's end an adverb.
    'Because of the rain the matches were cancelled.',
    'The plan worked, though.',
    // "this" and "nothing" before a word that may be a noun or a preposition.
    'This play moved the audience.',
    'There is nothing like a walk in the hills.',
    // An object and a plain verb after a verb of perception, with no relative word.
    'We watched the volunteers help at the stall.',
  ])('leaves it alone: %s', (sentence) => {
    expect(agreementFixes(sentence)).toEqual([]);
  });
});
