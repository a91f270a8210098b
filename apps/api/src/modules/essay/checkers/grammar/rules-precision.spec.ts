import { ruleFixes as fixes } from '../../../../testing/grammar-fixes';
import { tagSentence } from './index';

/** The part of speech (and lemma) the tagger, after its repairs, gives a word of the sentence. */
function tagOf(sentence: string, word: string): { pos: string; lemma: string } {
  const token = tagSentence(sentence).tokens.find((t) => t.text === word);
  if (!token) throw new Error(`no token "${word}"`);
  return { pos: token.pos, lemma: token.lemma };
}

/** Correct prose the rules used to misread: tagging repairs and exemptions grounded in syntax. */
describe('grammar rules on correct prose they used to flag', () => {
  it('reads an -s word after a possessive as a plural noun', () => {
    expect(tagOf('The oak had dropped most of its leaves, and they covered the lawn.', 'leaves').pos).toBe(
      'NOUN',
    );
    expect(
      fixes('pronoun-antecedent', 'The oak had dropped most of its leaves, and they covered the lawn.'),
    ).toEqual([]);
  });

  it('finds the lemma of an "-ed" verb past a prefix', () => {
    expect(tagOf('The samples were dried, labelled and reweighed.', 'reweighed').lemma).toBe('reweigh');
    // A plain form ending in "ed" keeps its own lemma.
    expect(tagOf('Costs often exceed the budget.', 'exceed').lemma).toBe('exceed');
  });

  it('reads the verb after a relative "that" whose noun is its subject', () => {
    const sentence = 'She picked courses that build the skills engineers need.';
    expect(tagOf(sentence, 'build').pos).toBe('VERB');
    expect(tagOf(sentence, 'that').pos).toBe('PRON');
    expect(fixes('run-on', sentence)).toEqual([]);
    expect(
      fixes('comma-splice', 'He called it a "quiet revolution", a phrase that sums up the decade.'),
    ).toEqual([]);
  });

  it('reads the verb after a noun with an "of" phrase, and after an adjective that heads its phrase', () => {
    expect(tagOf('The prices of fresh fruit rise every winter.', 'rise').pos).toBe('VERB');
    expect(tagOf('The poor struggle most in winter.', 'struggle').pos).toBe('VERB');
    // A noun phrase alone keeps its noun.
    expect(tagOf('The old house.', 'house').pos).toBe('NOUN');
  });

  it.each([
    'The pupils each carry a map.',
    'What the report recommends is a longer lunch.',
    'Rising rents force families to move.',
    'Standing by the gate were three tired horses.',
    'Lying in the long grass were two old bicycles.',
    'Rules that shape the way the school is run, such as uniform, need wide support.',
    'The reasons the bridge collapsed are still unclear.',
    'Gremlins is a comedy about a town at Christmas.',
  ])('subject–verb agreement leaves a correct sentence alone: %s', (sentence) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([]);
  });

  it.each([
    ['Each of the pupils carry a map.', 'Each of the pupils carries a map.'],
    ['Swimming in cold lakes are risky.', 'Swimming in cold lakes is risky.'],
    ['Raising them have two clear benefits.', 'Raising them has two clear benefits.'],
    ['The way the actors moved were strange.', 'The way the actors moved was strange.'],
    ['The gremlins is a problem.', 'The gremlins are a problem.'],
  ])('subject–verb agreement still finds: %s', (sentence, fixed) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([fixed]);
  });

  it('a group its writer treats as plural may be "they", a group with a singular verb not', () => {
    expect(fixes('pronoun-antecedent', 'The orchestra were tuning their instruments.')).toEqual([]);
    expect(fixes('pronoun-antecedent', 'The orchestra is tuning their instruments.')).toEqual([
      'The orchestra is tuning its instruments.',
    ]);
  });

  it('a plural name after "the" can be what "they" refers to', () => {
    expect(fixes('pronoun-antecedent', 'A key factor was the courage of the Romans themselves.')).toEqual([]);
  });

  it('"whom" before an auxiliary with its own subject is an object', () => {
    expect(fixes('word-choice', 'Whom did the committee choose?')).toEqual([]);
    expect(fixes('word-choice', 'The driver whom waved at us was late.')).toEqual([
      'The driver who waved at us was late.',
    ]);
  });

  it('"you\'re" before an adjective the tagger reads as a verb, and "to"', () => {
    expect(fixes('homophones', "You're right to ask about the fees.")).toEqual([]);
    expect(fixes('homophones', "Leave you're coat by the door.")).toEqual(['Leave your coat by the door.']);
  });

  it('a clause after "the first time", "every time" or "the moment" is subordinate, a bare "next time" is not', () => {
    expect(fixes('comma-splice', 'The first time the team played abroad, the coach was nervous.')).toEqual(
      [],
    );
    expect(fixes('comma-splice', 'Every time the bell rings, the dog barks.')).toEqual([]);
    expect(fixes('comma-splice', 'The moment the doors opened, the crowd rushed in.')).toEqual([]);
    expect(
      fixes('comma-splice', 'The first match was tense, the second match was much easier for everyone.'),
    ).toEqual(['The first match was tense; the second match was much easier for everyone.']);
    expect(
      fixes('run-on', 'Next time I would book the tickets earlier this would save a lot of money.'),
    ).toEqual(['Next time I would book the tickets earlier; this would save a lot of money.']);
  });

  it('an indirect question after a comma, or an infinitive after ", however,", is no second sentence', () => {
    expect(
      fixes('comma-splice', 'The report asks where the money went, how it was spent and who approved it.'),
    ).toEqual([]);
    expect(fixes('comma-splice', 'It would be wrong, however, to say that the plan failed.')).toEqual([]);
    expect(
      fixes('comma-splice', 'The plan was cheap, however the council dropped it within a year.'),
    ).toEqual(['The plan was cheap; however, the council dropped it within a year.']);
  });
});

describe('grammar rules on shapes the fifth corpus round showed them missing', () => {
  it('a subordinate clause after a focusing adverb is still a fragment', () => {
    expect(fixes('fragment', 'Mainly because the tickets were too expensive.')).toHaveLength(1);
    expect(fixes('fragment', 'Mainly because the tickets were expensive, we stayed at home.')).toEqual([]);
  });

  it('a plural with an apostrophe before "to", and after a noun the tagger reads as a verb', () => {
    expect(fixes('plural-apostrophe', "The rules allow new member's to vote after a month.")).toEqual([
      'The rules allow new members to vote after a month.',
    ]);
    expect(fixes('plural-apostrophe', "Let's hope the results arrive soon.")).toEqual([]);
  });

  it.each([
    // A capitalised word inside a sentence is a name, not a verb.
    'Roosevelt defeated Hoover in a landslide.',
    // The -man compounds' plural, and a past form the lemmatiser does not know.
    'Businessmen have to face harsh realities.',
    'She dolled herself up for the party.',
    // Lists with a serial comma, and "A and B and C".
    'Cotton, hay, and grain are field crops.',
    'Tuition and room and board were expensive.',
    // A question's auxiliary comes before its subject.
    'How much interest do you pay on the loan?',
    // A people named by its adjective is plural; a command has no subject.
    'The Dutch are famous for their tulips.',
    'Tape the shipping label to the box.',
    // Two singular nouns under one determiner may be one idea; hyphenated words are one word.
    'The range and variety of his work is amazing.',
    'The legal status of same-sex marriages has been debated for years.',
    // A subject pronoun after "before" belongs to that clause; "beat" is also a past tense.
    'Change before you go to the opera.',
    'He beat his brother at chess.',
    // A gerund phrase opening the sentence; a modal the tagger reads as a noun; a Latin plural.
    'Peeling potatoes is a dull job.',
    'I am still hoping that all will turn out well.',
    'The larvae of some moths spin a web.',
    // A word joined by a hyphen is no verb; a plural's possessive stays inside its phrase.
    'He light-heartedly overlooks the facts.',
    "The box with the ancestors' ashes was placed on the shelf.",
    // Adjectives before the second of two nouns under one determiner.
    'Their intelligence and general knowingness was impressive.',
  ])('agreement leaves correct prose alone (the WordNet examples showed these): %s', (sentence) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([]);
  });

  it('still flags the same shapes when the number is wrong', () => {
    expect(fixes('subject-verb-agreement', 'Cotton, hay, and grain is field crops.')).toEqual([
      'Cotton, hay, and grain are field crops.',
    ]);
    expect(fixes('subject-verb-agreement', 'The strings and woodwind exchanges single chords.')).toEqual([
      'The strings and woodwind exchange single chords.',
    ]);
    expect(
      fixes('subject-verb-agreement', 'Every year the orchestra and the choir performs a new piece.'),
    ).toEqual(['Every year the orchestra and the choir perform a new piece.']);
    expect(
      fixes('subject-verb-agreement', "The box with the ancestors' ashes were placed on the shelf."),
    ).toEqual(["The box with the ancestors' ashes was placed on the shelf."]);
    expect(fixes('subject-verb-agreement', 'The status of same-sex marriages have been debated.')).toEqual([
      'The status of same-sex marriages has been debated.',
    ]);
  });

  it.each([
    'The fireplace was so large you could walk inside it.',
    'He is such a sprawler he needs a bed to himself.',
    'She had so many friends she never felt alone.',
  ])('a result clause after "so" or "such", its "that" left out, is no run-on: %s', (sentence) => {
    expect(fixes('run-on', sentence)).toEqual([]);
  });

  it.each([
    'This exercise will hurt your back.',
    'At 85 minutes the film does not outstay its welcome.',
    'The team did their worst in the final.',
    'They swore to do their sworn duty.',
    'Turn over on your left side.',
    'The volcano poured its fiery, destructive rage on the town.',
    'Their pitiful laments could be heard.',
  ])('a possessive before what it owns is left alone: %s', (sentence) => {
    expect(fixes('homophones', sentence)).toEqual([]);
  });

  it('still flags a possessive where "is" or "are" is meant', () => {
    expect(fixes('homophones', 'Your welcome to stay.')).toEqual(["You're welcome to stay."]);
    expect(fixes('homophones', 'I know its too late now.')).toEqual(["I know it's too late now."]);
    expect(fixes('homophones', 'Their going to the museum.')).toEqual(["They're going to the museum."]);
  });
});
