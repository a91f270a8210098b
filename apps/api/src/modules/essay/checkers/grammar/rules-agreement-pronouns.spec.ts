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
    // A subject pronoun after a verb is the subject of the clause that verb takes, not its object.
    [
      'Most voters were saying they was worried about prices.',
      'Most voters were saying they were worried about prices.',
    ],
    ['The coach knew he were too slow for the relay.', 'The coach knew he was too slow for the relay.'],
    // A name in -s whose singular is a kind of person is plural: "Iraqis", "the Canadians".
    [
      'By the spring of 1940, the Canadians was training in England.',
      'By the spring of 1940, the Canadians were training in England.',
    ],
    // A participle phrase after its noun, with a regular or an irregular past ("built", "sold").
    ['The houses built by the council needs new roofs.', 'The houses built by the council need new roofs.'],
    [
      'The number of bags sold by the big supermarkets have fallen sharply.',
      'The number of bags sold by the big supermarkets has fallen sharply.',
    ],
    // An -s word after a plural noun and before an object pronoun is the verb, not a compound's noun.
    ['Sunlight and waves breaks it into smaller pieces.', 'Sunlight and waves break it into smaller pieces.'],
    // A number of people is no amount counted as one.
    ['Two religious leaders has walked past.', 'Two religious leaders have walked past.'],
    // "bacteria" is a Latin plural.
    ['Bacteria grows quickly in warm milk.', 'Bacteria grow quickly in warm milk.'],
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
    // "you" is an object too ("a big thank you"), and "wished she were" is a subjunctive.
    'A big thank you goes to the parents who baked.',
    'Sometimes she wished she were back at the old school.',
    // A surname after a first name, a name that is no people's ("Crooks": "crook" is no adjective) or
    // one WordNet lists as it is stays one person or place.
    'In the film Peter Sellers plays three parts.',
    'In the novel, Crooks is isolated from the other men.',
    'Bacteria exposed to antibiotics evolve resistance within a few years.',
    'John Adams was the second president.',
    'Today Wales is famous for its choirs.',
    // A counted amount of things may take a singular verb.
    'Ten minutes is enough for the warm-up.',
    'Five apples is plenty for the recipe.',
    // The verb of a relative clause about a noun before the counted people.
    'Talk to the single teacher raising two kids who was told she would stay.',
  ])('leaves it alone: %s', (sentence) => {
    expect(agreementFixes(sentence)).toEqual([]);
  });
});
