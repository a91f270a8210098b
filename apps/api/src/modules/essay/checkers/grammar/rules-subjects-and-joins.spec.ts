import { ruleFixes as fixes } from '../../../../testing/grammar-fixes';
import { tagSentence } from './index';

const agreementFixes = (sentence: string) => fixes('subject-verb-agreement', sentence);

/** The part of speech the tagger, after its repairs, gives a word of the sentence. */
function posOf(sentence: string, word: string): string {
  const token = tagSentence(sentence).tokens.find((t) => t.text === word);
  if (!token) throw new Error(`no token "${word}"`);
  return token.pos;
}

describe('subject–verb agreement: the walk from a verb to its subject', () => {
  it.each([
    // A clause with no relative word between the subject and its verb.
    ['The songs a choir sings helps it bond.', 'The songs a choir sings help it bond.'],
    ['The friends I made was kind.', 'The friends I made were kind.'],
    // A noun the tagger read after "that", which is the relative clause's verb.
    ['The bottles that most shops sell is recyclable.', 'The bottles that most shops sell are recyclable.'],
    // An amount or a year as a preposition's object, and a preposition of two words.
    ['Prices in Spain since 2010 has risen sharply.', 'Prices in Spain since 2010 have risen sharply.'],
    ['The results at 100 °C was unexpected.', 'The results at 100 °C were unexpected.'],
    ['The houses next to the station was sold first.', 'The houses next to the station were sold first.'],
    // The verbs of an infinitive later in the clause leave the plain verb finite.
    [
      'She opened the tin, and it look too old to have been used.',
      'She opened the tin, and it looks too old to have been used.',
    ],
  ])('finds the subject across the words between: %s', (sentence, fixed) => {
    expect(agreementFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    // Groups of people may take a plural verb in British English, and a group "of" a plural its number.
    'The crew were exhausted after the storm.',
    'Our family have lived here for years.',
    'A crowd of fans gather outside the ground.',
    // "Data" and "media" are used either way; zero plurals cannot be told alone.
    'The data suggests a link between sleep and memory.',
    'Several sheep have escaped from the field.',
    // An object and a plain verb after a verb of perception or causing, in a note with no subject.
    'Watched her small figure cross the square.',
    // A subjunctive after a word of demanding or necessity.
    'The doctor recommended that he rest for a week.',
    'We ask that every visitor sign the book.',
    'It is essential that each pupil have a calculator.',
    // "than" opens a clause whose subject follows it.
    'The trains carried far more passengers than the old timetable predicts.',
  ])('leaves correct prose alone: %s', (sentence) => {
    expect(agreementFixes(sentence)).toEqual([]);
  });

  it('still flags groups of things, and "every" with a plural verb', () => {
    expect(agreementFixes('The collection of stamps are valuable.')).toEqual([
      'The collection of stamps is valuable.',
    ]);
    expect(agreementFixes('Every crew have a captain.')).toEqual(['Every crew has a captain.']);
    expect(agreementFixes('The friend I made were kind.')).toEqual(['The friend I made was kind.']);
  });
});

describe('tag repairs around compound nouns', () => {
  it('reads a noun between a noun and a verb that can only be finite as part of a compound', () => {
    expect(posOf('The water pump failed overnight.', 'pump')).toBe('NOUN');
    expect(posOf('The noise from the coffee machine woke everyone up.', 'machine')).toBe('NOUN');
    expect(agreementFixes('The noise from the coffee machine woke everyone up.')).toEqual([]);
  });

  it('keeps a verb whose noun is rare, and a verb with an "-ed" complement', () => {
    expect(agreementFixes('My brother get tired when he runs.')).toEqual([
      'My brother gets tired when he runs.',
    ]);
    // A noun that WordNet hardly knows as one ("get") stays the verb before a past form.
    expect(posOf('The child get scolded often.', 'get')).toBe('VERB');
  });
});

describe('run-ons and coordinated verbs', () => {
  it.each([
    // The clause after the noun has its own object, so it cannot describe the noun.
    [
      'The soup tasted like water I still finished all of it.',
      'The soup tasted like water; I still finished all of it.',
    ],
    // "that" already opened the object of "tell", so the next clause is a new sentence.
    [
      'The coach will tell you that training is hard they say it every week.',
      'The coach will tell you that training is hard; they say it every week.',
    ],
    // ", so" joins a main clause of result, which a second clause may run on from.
    [
      'The battery drains fast, so the phone gets hot eventually it stops charging.',
      'The battery drains fast, so the phone gets hot eventually; it stops charging.',
    ],
  ])('finds: %s', (sentence, fixed) => {
    expect(fixes('run-on', sentence)).toEqual([fixed]);
  });

  it.each([
    'The proof shows that the very idea of such a number contradicts itself.',
    'My cousin told me that without this grant she could not have stayed at university.',
    'Sleep is one of the best revision tools there is.',
    'The present I bought her was expensive.',
  ])('leaves alone: %s', (sentence) => {
    expect(fixes('run-on', sentence)).toEqual([]);
  });

  it('reads a verb form after "and" and a finite verb as a second verb of the same subject', () => {
    expect(posOf('The fans jumped and sings when the goal went in.', 'sings')).toBe('VERB');
    expect(fixes('tense-shift', 'The fans jumped and sings when the goal went in.')).toEqual([
      'The fans jumped and sang when the goal went in.',
    ]);
    // A noun with a noun after it stays a noun.
    expect(posOf('She collected shells and sea glass.', 'shells')).toBe('NOUN');
  });
});

describe('shapes the sixth corpus round showed missing', () => {
  it('finds the subject past a clause that ends on its preposition', () => {
    expect(fixes('subject-verb-agreement', 'Each of the players we talked to were tired.')).toEqual([
      'Each of the players we talked to was tired.',
    ]);
  });

  it('reads an -s word after a plural and before its object as the verb', () => {
    expect(fixes('subject-verb-agreement', 'Floods and droughts damages crops every year.')).toEqual([
      'Floods and droughts damage crops every year.',
    ]);
    expect(fixes('subject-verb-agreement', 'The sales figures show a rise.')).toEqual([]);
  });

  it('"less" for an amount after "fewer", and "who" for people after "which"', () => {
    expect(fixes('word-choice', 'The café now sells fewer food than before.')).toEqual([
      'The café now sells less food than before.',
    ]);
    expect(fixes('word-choice', 'We have one fewer player than them.')).toEqual([]);
    expect(fixes('word-choice', 'The volunteers which helped us were thanked.')).toEqual([
      'The volunteers who helped us were thanked.',
    ]);
    expect(fixes('word-choice', 'The boxes which arrived were damaged.')).toEqual([]);
  });
});

describe('fragments and tense shifts that correct prose showed wrong', () => {
  it('"After that" is a preposition and its object, and a main clause follows', () => {
    expect(fixes('fragment', 'After that we walked back to the station.')).toEqual([]);
    expect(fixes('fragment', 'After we walked back to the station.')).toEqual([
      'after we walked back to the station.',
    ]);
  });

  it.each([
    // The time between the clauses is told, so each has its own tense.
    'The smell lingers long after the bins were emptied.',
    // A clause of time after "and" leads the clause after it, not the one before.
    'I know where I parked this morning, and when I walk back after work the car is there.',
    // Between two nouns a participle describes the second.
    'Rivers carry mud and poorly treated sewage into the sea.',
  ])('leaves alone: %s', (sentence) => {
    expect(fixes('tense-shift', sentence)).toEqual([]);
  });
});

describe('"them" as the object of its verb', () => {
  it('cannot stand for its own subject, but may stand for another thing of the sentence', () => {
    expect(fixes('pronoun-antecedent', 'Every price rise hurts them most.')).toEqual([]);
    expect(fixes('pronoun-antecedent', 'We saw the old cars, and most of them were rusty.')).toEqual([]);
    expect(
      fixes(
        'pronoun-antecedent',
        'The piano was the heaviest item, and the crew carried them up the stairs.',
      ),
    ).toEqual(['The piano was the heaviest item, and the crew carried it up the stairs.']);
  });
});
